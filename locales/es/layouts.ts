// Every layout's name in Spanish, by layout id: loads with the Spanish messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Tortuga', // Turtle
  L01: 'Pirámide', // Pyramid
  L02: 'Llanura', // Plain
  L03: 'Fortaleza', // Fortress
  L04: 'Torres', // Towers
  L05: 'Puentes', // Bridges
  L06: 'Cruz', // Cross
  L07: 'Mariposa', // Butterfly
  L08: 'Anillo', // Ring
  L09: 'Islas', // Islands
  L10: 'Diamante', // Diamond
  L11: 'Escalera', // Stairs
  L12: 'Picos gemelos', // Twin Peaks
  L13: 'Corona', // Crown
  L14: 'Flecha', // Arrow
  L15: 'Reloj de arena', // Hourglass
  L16: 'Puerta', // Gate
  L17: 'Chimeneas', // Chimneys
  L18: 'Velero', // Sailboat
  L19: 'Corazón', // Heart
  L20: 'Trébol', // Clover
  L21: 'Cometa', // Comet
  L22: 'Farolillos', // Lanterns
  L23: 'Pez', // Fish
} satisfies LayoutNameTable;
