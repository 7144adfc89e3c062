// Every layout's name in Polish, by layout id: loads with the Polish messages.
import type { LayoutNameTable } from '../../layout.ts';

export default {
  L00: 'Żółw', // Turtle
  L01: 'Piramida', // Pyramid
  L02: 'Równina', // Plain
  L03: 'Twierdza', // Fortress
  L04: 'Wieże', // Towers
  L05: 'Mosty', // Bridges
  L06: 'Krzyż', // Cross
  L07: 'Motyl', // Butterfly
  L08: 'Pierścień', // Ring
  L09: 'Wyspy', // Islands
  L10: 'Diament', // Diamond
  L11: 'Schody', // Stairs
} satisfies LayoutNameTable;
