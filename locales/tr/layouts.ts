// Every layout's name in Turkish, by layout id: loads with the Turkish messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Kaplumbağa', // Turtle
  L01: 'Piramit', // Pyramid
  L02: 'Ova', // Plain
  L03: 'Kale', // Fortress
  L04: 'Kuleler', // Towers
  L05: 'Köprüler', // Bridges
  L06: 'Haç', // Cross
  L07: 'Kelebek', // Butterfly
  L08: 'Halka', // Ring
  L09: 'Adalar', // Islands
  L10: 'Elmas', // Diamond
  L11: 'Merdiven', // Stairs
  L12: 'İkiz tepeler', // Twin Peaks
  L13: 'Taç', // Crown
  L14: 'Ok', // Arrow
  L15: 'Kum saati', // Hourglass
  L16: 'Kapı', // Gate
  L17: 'Bacalar', // Chimneys
  L18: 'Yelkenli', // Sailboat
  L19: 'Kalp', // Heart
  L20: 'Yonca', // Clover
  L21: 'Kuyruklu yıldız', // Comet
  L22: 'Fenerler', // Lanterns
  L23: 'Balık', // Fish
} satisfies LayoutNameTable;
