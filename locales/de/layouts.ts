// Every layout's name in German, by layout id: loads with the German messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Schildkröte', // Turtle
  L01: 'Pyramide', // Pyramid
  L02: 'Ebene', // Plain
  L03: 'Festung', // Fortress
  L04: 'Türme', // Towers
  L05: 'Brücken', // Bridges
  L06: 'Kreuz', // Cross
  L07: 'Schmetterling', // Butterfly
  L08: 'Ring', // Ring
  L09: 'Inseln', // Islands
  L10: 'Diamant', // Diamond
  L11: 'Treppe', // Stairs
  L12: 'Zwillingsgipfel', // Twin Peaks
  L13: 'Krone', // Crown
  L14: 'Pfeil', // Arrow
  L15: 'Sanduhr', // Hourglass
  L16: 'Tor', // Gate
  L17: 'Schornsteine', // Chimneys
  L18: 'Segelboot', // Sailboat
  L19: 'Herz', // Heart
  L20: 'Kleeblatt', // Clover
  L21: 'Komet', // Comet
  L22: 'Laternen', // Lanterns
  L23: 'Fisch', // Fish
} satisfies LayoutNameTable;
