// Every layout's name in Portuguese (Brazil), by layout id: loads with the Portuguese (Brazil) messages.
import type { LayoutNameTable } from '../../layout.ts';

export default {
  L00: 'Tartaruga', // Turtle
  L01: 'Pirâmide', // Pyramid
  L02: 'Planície', // Plain
  L03: 'Fortaleza', // Fortress
  L04: 'Torres', // Towers
  L05: 'Pontes', // Bridges
  L06: 'Cruz', // Cross
  L07: 'Borboleta', // Butterfly
  L08: 'Anel', // Ring
  L09: 'Ilhas', // Islands
  L10: 'Diamante', // Diamond
  L11: 'Escada', // Stairs
} satisfies LayoutNameTable;
