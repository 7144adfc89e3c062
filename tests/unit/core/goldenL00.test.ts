import { describe, expect, it } from 'vitest';
import { parseCode } from '../../../core/code';
import { dealFromCode } from '../../../core/deal';
import { geometryOf } from '../../../core/layout';
import { TURTLE } from '../../../core/layouts/turtle';
import { planFault } from '../support/brute-force';

// The full tile placement of a few Turtle codes, pinned forever: a code must
// deal the same board in every release. If this fails, a change altered deals.
const GOLDEN: readonly { code: string; dealNumber: number; faces: string }[] = [
  {
    code: 'MJ1-L00-AAAAAAA',
    dealNumber: 0,
    faces:
      '2B 4B 4D 2C 5D 6C 3D 6B 7B G 1D 7B 3C 3C W F4 4D 6B 9B 5C 6B N 5C 9C 8D S2 1D 5B 4D 6D 8C 9C 4C 2D 8B 7B 4C 5C S 2C N 7D 3C 9B 9D 6D 8D 1C 5D R 8C 3B 6C 6C 4B 3B E 6B 9B 5D 2C 9C 7D W R 1C R 8C E 2B S1 7C 2B 1B 2D 3D 9B S4 4C W 3B S Wh 9D 7D 7C 2D R 5B F1 G 7B F3 6C Wh 1D W 6D 4B 3D S 8D 5B 8B 4C 3B 2B 6D 5C F2 2D 1B S3 7C 4D 8B 1B 1D E 8C 9C Wh 9D 1B 1C 1C N 7D E 3D 5B S 9D G 5D 8D G 8B 2C 7C 4B Wh 3C N',
  },
  {
    code: 'MJ1-L00-AAAAAAB',
    dealNumber: 1,
    faces:
      '7B 7D E 3B 9C 6B N F3 8C 5C 5B 6C 6B W 5C F4 8C 4B 1B S 9B 4B 7D S 5D 1D F1 E G S2 2D 2C 8D 3D 9B G 4D 3C E 7B 9C 1B N 7B Wh 7C S 9B 8B 3B W Wh S1 9B 7C 9D N 6B 6C 6D 2D 8B 5B 3C 8C 8B 4C 7D R Wh 9C 3D 4C 8C 2B G 7C 9C 2C S3 8D 1D 5D Wh G 4D 6D 2B 1C R 3B 3D 4B 2D S 6C R R 1C 5B 3C 2B 4B 3D 1B 4D S4 3C 4C 7C 5D 9D W 3B 1B 7B F2 1D 6D 9D 7D 2C 8D 5B 2D 6C 1D 5C E 1C 5D 6D 2B 6B 8D N 5C 1C 2C 4D 4C W 8B 9D',
  },
  {
    code: 'MJ1-L00-AAAAABL',
    dealNumber: 43,
    faces:
      '6C 7B 3D 2D 4D 7D 6B E 7C 9B 1C 4D 3D 9D 5D 1B 8C G 5B 8D E 4C Wh 4D 2D S 9D F3 F2 4B 6C 8D W 1C R R 5D 8C 1B 8B 2D G 4B 2B 9C 9D 8C 9B 9B S4 1D N 6D 6B 5B 2B S1 2C 3B 1B Wh 7B 6D S3 7C 2B 3D 4D 4C 1C 9D 3D 8C 2C 2D 9C Wh S G 1D 8B N S2 3B E 5C 1D W G 7D 8D S 3B E W R 2B 3C 7B 7D 5C 4B 3C 4C 7B 8B 1B 7C 3C 5C 6C 6D 5B N 9C 5C Wh 9C 9B 3B 1D 3C W 7C 2C F4 4C 4B 5D 7D 8B 6C N 1C 8D F1 6B S 2C 6B 5D R 6D 5B',
  },
  {
    // Its first shuffle is winnable but needs more than the first solver budget: dealt all the same.
    code: 'MJ1-L00-AAAAAIZ',
    dealNumber: 281,
    faces:
      'G S1 G F3 8D 5C 1B W 7C 5D 2D F4 G 6C R 5C 5D 7D 5C S 1B 2B 8D S 4B 8B 7D 6B 2C 5D 8B 1C S N 2D 7B 9B 5B 9D N 9B 9C 2C 4D 4B 2D 2B S2 F1 9C R 6C 4C 6B 8D 1D 8C F2 8B 9D 3B 4D 1C 3B 2D 7B Wh 1B 9D Wh 4B 5D 3C 3B W 6C 4C 1C 6D E 2B N W S Wh 8C S3 7C 7B 6D S4 4D 8C 3D 1B 9B 3C 4C 3B Wh 3C 8C 6B 8D 8B 7D 1D R 7B 2C 9C 3D 1D 9C 5C 6C 4D 5B E E W 6B 5B 7C 3D G 2C 9D 5B E 1D 3C 6D 4B 7D 1C 4C 7C 9B 2B 3D N R 6D',
  },
  {
    code: 'MJ1-L00-ADVXTIV',
    dealNumber: 123456789,
    faces:
      '5D 1D 6B 4C 9D W 1B E 7B 4C 1B 3B S 3D 5C N 5C 7C 6D 9D G 4D 3C 1D 8B 4B S4 5D 4D G 5B W 8B 9B S 2B 7B 9D Wh 2C E 9B E 5C G 4D 3B 8B S1 N R 6B 3C 9C 3B 8D F2 7C 8C 2D 6C 6B 2B 4B 6C 4C 5B F4 7D 5B G 8C 9B 3D 1C R S2 2D 4C 6C 2C 1C R 2C 5B 8D 4B 8D 5D 2B 6C 1B 1C 5C 3C N 8C 7B 6D 4B Wh 7B Wh 1B E W 8B 3B F1 1D 7D 3D 8D 6D 9D 7D 9C 2C 3D 9C 5D N 2D S3 2D 7C 1C 9B 8C S F3 R 7D 2B 1D S 6B Wh 6D 3C 9C 4D W 7C',
  },
  {
    code: 'MJ1-L00-7777777',
    dealNumber: 34359738367,
    faces:
      '7D 1B 6B 2D 4B R 8D 5D 7C 1D 5B 8D 9D E 4B S4 6D 8B 5B 6B 3B Wh 1D 9B 3D 6C 1B S S 6B 2D 1B 2B F2 6B 2C 4D 8B 6D 7D S 9C 4C F3 3C G S1 4B 4D 7B 4C 7B 8C 5D 2D S 7B 4B 6C 3C 6D 9C W 3D 1C W 9D 7D 2C 3D Wh 1C 1B F1 6D R 9C 2B 5B F4 9D 5D S2 8B 3B G W G S3 5C 3B 3C 1D 5B 2C R 7C N 9B Wh 4C 8B N 2B 9C 2D 6C 4C 2B W 4D 5C N 8D 7B 6C 1C 2C 8C 7C R 1D 9D 7D 5C 4D 9B G 5D Wh 9B E 1C 3C 8D 7C 3B 8C 8C E 3D 5C E N',
  },
];

describe('golden Turtle deals', () => {
  for (const { code, dealNumber, faces } of GOLDEN) {
    it(`${code} deals the pinned board`, () => {
      expect(parseCode(code)).toEqual({ ok: true, value: { layoutId: 'L00', dealNumber } });
      const deal = dealFromCode(TURTLE, dealNumber);
      expect(deal.faces.join(' ')).toBe(faces);
      // The pinned board can be won: the plan the deal carries, replayed under the brute-force checker's rules.
      expect(planFault(geometryOf(TURTLE), faces.split(' '), deal.plan)).toBeNull();
    });
  }
});

describe('the replay that checks a golden board', () => {
  const { faces } = GOLDEN[0];
  const deal = dealFromCode(TURTLE, GOLDEN[0].dealNumber);
  const geometry = geometryOf(TURTLE);
  const board = faces.split(' ');

  it('refuses a plan that stops short, plays a pair twice, plays a covered tile or pairs tiles that do not match', () => {
    expect(planFault(geometry, board, deal.plan.slice(0, -1))).toBe('2 tiles left after the plan');
    expect(planFault(geometry, board, [deal.plan[0], deal.plan[0]])).toMatch(/^pair 2 .*not on the board/);
    expect(planFault(geometry, board, [...deal.plan].reverse())).toMatch(/^pair 1 .*not free/);
    const [a] = deal.plan[0];
    const other = deal.plan.flat().find((s) => board[s] !== board[a] && geometry.covers[s].length === 0 && s !== a)!;
    expect(planFault(geometry, board.map((f, s) => (s === other ? 'X' : f)), deal.plan)).toMatch(/does not match/);
  });
});
