import { describe, expect, it } from 'vitest';
import { readUrlOptions } from '../../src/app/url-options.ts';

describe('readUrlOptions', () => {
  it('reads seed, renderer, autoplay, speed and where the computer thinks', () => {
    expect(readUrlOptions('?seed=3&renderer=canvas&autoplay=ai&speed=instant&worker=off')).toEqual({
      seed: 3,
      renderer: 'canvas',
      autoplay: 'ai',
      speed: 'instant',
      aiWorker: false,
    });
    expect(readUrlOptions('?worker=OFF').aiWorker).toBe(false);
    expect(readUrlOptions('?renderer=WEBGL&speed=2').renderer).toBe('webgl');
    expect(readUrlOptions('?speed=2').speed).toBe(2);
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(readUrlOptions('')).toEqual({
      seed: null,
      renderer: 'auto',
      autoplay: null,
      speed: null,
      aiWorker: true,
    });
    expect(readUrlOptions('?seed=abc&renderer=vulkan&autoplay=yes&speed=3&worker=no')).toEqual({
      seed: null,
      renderer: 'auto',
      autoplay: null,
      speed: null,
      aiWorker: true,
    });
    expect(readUrlOptions('?seed=1.5').seed).toBeNull();
    expect(readUrlOptions('?seed=99999999999999999999').seed).toBeNull();
    expect(readUrlOptions('?seed=-4').seed).toBe(-4);
  });
});
