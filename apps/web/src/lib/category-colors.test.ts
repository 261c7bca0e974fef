import { describe, expect, it } from 'vitest';
import { categoryBackground, readableTextColor } from './category-colors';

describe('category colours', () => {
  it('picks the text colour with the better contrast', () => {
    expect(readableTextColor('#ffeb3b')).toBe('#000000');
    expect(readableTextColor('#1b5e20')).toBe('#ffffff');
    expect(readableTextColor('#fff')).toBe('#000000');
  });

  it('falls back to a neutral colour for a value that is not a hex colour', () => {
    expect(categoryBackground('verde')).toBe('#5b6b62');
    expect(categoryBackground(' #A1B2C3 ')).toBe('#A1B2C3');
    expect(readableTextColor('not-a-colour')).toBe('#ffffff');
  });
});
