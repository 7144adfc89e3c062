// Every layout's name in Italian, by layout id: loads with the Italian messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Tartaruga', // Turtle
  L01: 'Piramide', // Pyramid
  L02: 'Pianura', // Plain
  L03: 'Fortezza', // Fortress
  L04: 'Torri', // Towers
  L05: 'Ponti', // Bridges
  L06: 'Croce', // Cross
  L07: 'Farfalla', // Butterfly
  L08: 'Anello', // Ring
  L09: 'Isole', // Islands
  L10: 'Diamante', // Diamond
  L11: 'Scala', // Stairs
  L12: 'Picchi gemelli', // Twin Peaks
  L13: 'Corona', // Crown
  L14: 'Freccia', // Arrow
  L15: 'Clessidra', // Hourglass
  L16: 'Porta', // Gate
  L17: 'Comignoli', // Chimneys
  L18: 'Barca a vela', // Sailboat
  L19: 'Cuore', // Heart
  L20: 'Quadrifoglio', // Clover
  L21: 'Cometa', // Comet
  L22: 'Lanterne', // Lanterns
  L23: 'Pesce', // Fish
} satisfies LayoutNameTable;
