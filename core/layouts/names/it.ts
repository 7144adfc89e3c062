// Every layout's name in Italian, by layout id: loads with the Italian messages.
import type { LayoutNameTable } from '../../layout.ts';

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
} satisfies LayoutNameTable;
