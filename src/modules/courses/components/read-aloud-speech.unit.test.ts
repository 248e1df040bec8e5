import { describe, expect, it } from 'vitest';
import { pickVoice } from './read-aloud-speech';

const voice = (name: string, lang: string, localService = true, isDefault = false) => ({ name, lang, localService, default: isDefault });

describe('pickVoice: the device voice that reads a lesson', () => {
  const voices = [voice('Google US English', 'en-US', false, true), voice('Samantha', 'en-US'), voice('Thomas', 'fr-FR'), voice('Amélie', 'fr_CA'), voice('Maged', 'ar-SA', false)];

  it('takes a voice whose language is the lesson’s, whatever its region or separator', () => {
    expect(pickVoice(voices, 'fr')?.lang).toMatch(/^fr/);
    expect(pickVoice(voices, 'ar')?.name).toBe('Maged');
  });

  it('prefers a voice on the device to one that speaks over the network, then the reader’s own region', () => {
    expect(pickVoice(voices, 'en')?.name).toBe('Samantha');
    expect(pickVoice(voices, 'fr', ['fr-CA', 'en'])?.name).toBe('Amélie');
    expect(pickVoice(voices, 'fr', ['fr-FR'])?.name).toBe('Thomas');
  });

  it('finds none when the device has no voice for the language (the reader then says so)', () => {
    expect(pickVoice(voices.filter((each) => !each.lang.startsWith('ar')), 'ar')).toBeNull();
    expect(pickVoice([], 'en')).toBeNull();
  });
});
