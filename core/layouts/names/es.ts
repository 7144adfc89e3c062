// Every layout's name in Spanish, by layout id: loads with the Spanish messages.
import type { LayoutNameTable } from '../../layout.ts';

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
} satisfies LayoutNameTable;
