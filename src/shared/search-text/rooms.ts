import type { Claims } from "./claims";
import { BATH_WORDS, BED_WORDS, NUMBER_WORDS, ROOMS_MIN_PHRASES, STUDIO_WORDS } from "./vocabulary";

/** Rooms a text asks for: minimums, and a studio for no bedroom at all. */
export interface TypedRooms {
  beds?: number;
  studio?: boolean;
  baths?: number;
}

const MAX_ROOMS = 20;

/** A figure of rooms: "3", "3+", "2.5", "three". */
function roomFigure(word: string): number | null {
  if (word in NUMBER_WORDS) return NUMBER_WORDS[word] as number;
  const match = /^(\d{1,2}(?:\.5)?)\+?$/.exec(word);
  return match ? Number(match[1]) : null;
}

/** "3bd", "2br", "3-bed", "2.5ba", "3+beds": the figure and the room word glued together. */
const GLUED_ROOMS = /^(\d{1,2}(?:\.5)?)\+?-?([a-z]+)$/;
const isRoomWord = (word: string) => BED_WORDS.includes(word) || BATH_WORDS.includes(word);

/**
 * Takes the rooms of the text: "3 bed", "3bd", "three bedrooms", "2.5 baths", "studio", each
 * with an "at least" before it. The first of each kind counts; a repeat is taken all the same,
 * so it is not searched as words.
 */
export function readRooms(claims: Claims): TypedRooms {
  const rooms: TypedRooms = {};
  for (let i = 0; i < claims.tokens.length; i++) {
    if (!claims.free(i)) continue;
    const word = claims.word(i);
    if (STUDIO_WORDS.includes(word)) {
      claims.take("beds", i);
      if (rooms.beds === undefined) rooms.studio ??= true;
      continue;
    }
    const glued = GLUED_ROOMS.exec(word);
    const gluedWord = glued?.[2] ?? "";
    const [figure, roomWord, count] =
      glued && isRoomWord(gluedWord)
        ? [Number(glued[1]), gluedWord, 1]
        : claims.free(i + 1)
          ? [roomFigure(word), claims.word(i + 1), 2]
          : [null, "", 0];
    if (figure === null || figure > MAX_ROOMS) continue;
    if (BED_WORDS.includes(roomWord) && Number.isInteger(figure)) {
      claims.take("beds", i, count);
      claims.takeLeading("beds", i, ROOMS_MIN_PHRASES);
      if (rooms.beds === undefined && !rooms.studio) {
        if (figure === 0) rooms.studio = true;
        else rooms.beds = figure;
      }
    } else if (BATH_WORDS.includes(roomWord) && figure > 0) {
      claims.take("baths", i, count);
      claims.takeLeading("baths", i, ROOMS_MIN_PHRASES);
      rooms.baths ??= figure;
    }
  }
  return rooms;
}
