// Every layout's name in Chinese (Simplified), by layout id: loads with the Chinese (Simplified) messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: '乌龟', // Turtle
  L01: '金字塔', // Pyramid
  L02: '平原', // Plain
  L03: '堡垒', // Fortress
  L04: '塔楼', // Towers
  L05: '桥梁', // Bridges
  L06: '十字', // Cross
  L07: '蝴蝶', // Butterfly
  L08: '圆环', // Ring
  L09: '群岛', // Islands
  L10: '钻石', // Diamond
  L11: '阶梯', // Stairs
  L12: '双峰', // Twin Peaks
  L13: '王冠', // Crown
  L14: '箭', // Arrow
  L15: '沙漏', // Hourglass
  L16: '城门', // Gate
  L17: '烟囱', // Chimneys
  L18: '帆船', // Sailboat
  L19: '爱心', // Heart
  L20: '四叶草', // Clover
  L21: '彗星', // Comet
  L22: '灯笼', // Lanterns
  L23: '鱼', // Fish
} satisfies LayoutNameTable;
