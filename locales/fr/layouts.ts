// Every layout's name in French, by layout id: loads with the French messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Tortue', // Turtle
  L01: 'Pyramide', // Pyramid
  L02: 'Plaine', // Plain
  L03: 'Forteresse', // Fortress
  L04: 'Tours', // Towers
  L05: 'Ponts', // Bridges
  L06: 'Croix', // Cross
  L07: 'Papillon', // Butterfly
  L08: 'Anneau', // Ring
  L09: 'Îles', // Islands
  L10: 'Diamant', // Diamond
  L11: 'Escalier', // Stairs
  L12: 'Pics jumeaux', // Twin Peaks
  L13: 'Couronne', // Crown
  L14: 'Flèche', // Arrow
  L15: 'Sablier', // Hourglass
  L16: 'Porte', // Gate
  L17: 'Cheminées', // Chimneys
  L18: 'Voilier', // Sailboat
  L19: 'Cœur', // Heart
  L20: 'Trèfle', // Clover
  L21: 'Comète', // Comet
  L22: 'Lanternes', // Lanterns
  L23: 'Poisson', // Fish
} satisfies LayoutNameTable;
