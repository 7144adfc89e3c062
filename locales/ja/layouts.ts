// Every layout's name in Japanese, by layout id: loads with the Japanese messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'カメ', // Turtle
  L01: 'ピラミッド', // Pyramid
  L02: '平原', // Plain
  L03: '要塞', // Fortress
  L04: '塔', // Towers
  L05: '橋', // Bridges
  L06: '十字', // Cross
  L07: '蝶', // Butterfly
  L08: 'リング', // Ring
  L09: '島々', // Islands
  L10: 'ダイヤ', // Diamond
  L11: '階段', // Stairs
  L12: '双子峰', // Twin Peaks
  L13: '王冠', // Crown
  L14: '矢', // Arrow
  L15: '砂時計', // Hourglass
  L16: '門', // Gate
  L17: '煙突', // Chimneys
  L18: '帆船', // Sailboat
  L19: 'ハート', // Heart
  L20: 'クローバー', // Clover
  L21: '彗星', // Comet
  L22: '提灯', // Lanterns
  L23: '魚', // Fish
} satisfies LayoutNameTable;
