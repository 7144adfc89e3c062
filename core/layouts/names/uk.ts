// Every layout's name in Ukrainian, by layout id: loads with the Ukrainian messages.
import type { LayoutNameTable } from '../../layout.ts';

export default {
  L00: 'Черепаха', // Turtle
  L01: 'Піраміда', // Pyramid
  L02: 'Рівнина', // Plain
  L03: 'Фортеця', // Fortress
  L04: 'Вежі', // Towers
  L05: 'Мости', // Bridges
  L06: 'Хрест', // Cross
  L07: 'Метелик', // Butterfly
  L08: 'Кільце', // Ring
  L09: 'Острови', // Islands
  L10: 'Діамант', // Diamond
  L11: 'Сходи', // Stairs
} satisfies LayoutNameTable;
