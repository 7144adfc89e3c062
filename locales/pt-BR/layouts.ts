// Every layout's name in Portuguese (Brazil), by layout id: loads with the Portuguese (Brazil) messages.
import type { LayoutNameTable } from '../../core/layout.ts';

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
  L12: 'Picos gêmeos', // Twin Peaks
  L13: 'Coroa', // Crown
  L14: 'Flecha', // Arrow
  L15: 'Ampulheta', // Hourglass
  L16: 'Portão', // Gate
  L17: 'Chaminés', // Chimneys
  L18: 'Veleiro', // Sailboat
  L19: 'Coração', // Heart
  L20: 'Trevo', // Clover
  L21: 'Cometa', // Comet
  L22: 'Lanternas', // Lanterns
  L23: 'Peixe', // Fish
} satisfies LayoutNameTable;
