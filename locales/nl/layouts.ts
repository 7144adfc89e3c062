// Every layout's name in Dutch, by layout id: loads with the Dutch messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Schildpad', // Turtle
  L01: 'Piramide', // Pyramid
  L02: 'Vlakte', // Plain
  L03: 'Vesting', // Fortress
  L04: 'Torens', // Towers
  L05: 'Bruggen', // Bridges
  L06: 'Kruis', // Cross
  L07: 'Vlinder', // Butterfly
  L08: 'Ring', // Ring
  L09: 'Eilanden', // Islands
  L10: 'Diamant', // Diamond
  L11: 'Trappen', // Stairs
  L12: 'Twee toppen', // Twin Peaks
  L13: 'Kroon', // Crown
  L14: 'Pijl', // Arrow
  L15: 'Zandloper', // Hourglass
  L16: 'Poort', // Gate
  L17: 'Schoorstenen', // Chimneys
  L18: 'Zeilboot', // Sailboat
  L19: 'Hart', // Heart
  L20: 'Klaver', // Clover
  L21: 'Komeet', // Comet
  L22: 'Lantaarns', // Lanterns
  L23: 'Vis', // Fish
} satisfies LayoutNameTable;
