// Every layout's name in Arabic, by layout id: loads with the Arabic messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'السلحفاة', // Turtle
  L01: 'الهرم', // Pyramid
  L02: 'السهل', // Plain
  L03: 'الحصن', // Fortress
  L04: 'الأبراج', // Towers
  L05: 'الجسور', // Bridges
  L06: 'التقاطع', // Cross
  L07: 'الفراشة', // Butterfly
  L08: 'الحلقة', // Ring
  L09: 'الجزر', // Islands
  L10: 'الماسة', // Diamond
  L11: 'الدرج', // Stairs
  L12: 'القمتان', // Twin Peaks
  L13: 'التاج', // Crown
  L14: 'السهم', // Arrow
  L15: 'الساعة الرملية', // Hourglass
  L16: 'البوابة', // Gate
  L17: 'المداخن', // Chimneys
  L18: 'المركب الشراعي', // Sailboat
  L19: 'القلب', // Heart
  L20: 'البرسيم', // Clover
  L21: 'المذنب', // Comet
  L22: 'الفوانيس', // Lanterns
  L23: 'السمكة', // Fish
} satisfies LayoutNameTable;
