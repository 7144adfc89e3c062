// Every layout's name in Polish, by layout id: loads with the Polish messages.
import type { LayoutNameTable } from '../../core/layout.ts';

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
  L12: 'Bliźniacze szczyty', // Twin Peaks
  L13: 'Korona', // Crown
  L14: 'Strzała', // Arrow
  L15: 'Klepsydra', // Hourglass
  L16: 'Brama', // Gate
  L17: 'Kominy', // Chimneys
  L18: 'Żaglówka', // Sailboat
  L19: 'Serce', // Heart
  L20: 'Koniczyna', // Clover
  L21: 'Kometa', // Comet
  L22: 'Lampiony', // Lanterns
  L23: 'Ryba', // Fish
} satisfies LayoutNameTable;
