import { describe, expect, it } from 'vitest';
import {
  surveyAnswerMessage,
  surveyForm,
  surveyTagName,
  surveyThreadName,
  type DeliveredAnswer,
} from './survey.ts';

const delivered = (
  display: DeliveredAnswer['survey']['display'],
  role: string | null = '300',
): DeliveredAnswer => ({
  survey: { title: 'Club feedback', role, display },
  userId: '100',
  username: 'akari',
  avatarUrl: 'https://cdn.example/avatars/100/a.png',
  answers: [
    { question: 'What do you like?', answer: 'The stars' },
    { question: 'What should change?', answer: '' },
  ],
  at: Date.UTC(2026, 0, 2),
});

describe('an answer as the response channel shows it (docs/product.md#surveys)', () => {
  it('author: the member’s name and avatar, a field per question, the role mentioned', () => {
    const message = surveyAnswerMessage(delivered('author'), 'en', 1);
    expect(message.content).toBe('<@&300>');
    expect(message.allowed_mentions).toEqual({ parse: [], roles: ['300'] });
    const embed = message.embeds[0]!;
    expect(embed.author).toEqual({ name: 'akari', icon_url: 'https://cdn.example/avatars/100/a.png' });
    expect(embed.description).toBeUndefined();
    expect(embed.fields).toEqual([
      { name: 'What do you like?', value: 'The stars' },
      { name: 'What should change?', value: '(no answer)' },
    ]);
  });

  it('noAuthor: neither name, avatar nor mention of who answered', () => {
    const embed = surveyAnswerMessage(delivered('noAuthor'), 'ja', 1).embeds[0]!;
    expect(embed.author).toBeUndefined();
    expect(embed.description).toBeUndefined();
    expect(JSON.stringify(embed)).not.toContain('100');
    expect(embed.fields[1]).toEqual({ name: 'What should change?', value: '（回答なし）' });
  });

  it('without a role, nothing is mentioned', () => {
    const message = surveyAnswerMessage(delivered('regular', null), 'en', 1);
    expect(message.content).toBeUndefined();
    expect(message.allowed_mentions.roles).toEqual([]);
    expect(message.embeds[0]!.description).toBe('Member: <@100>');
  });
});

describe('the form', () => {
  it('keeps Discord’s 45-character title and leaves the empty questions out', () => {
    const form = surveyForm(
      {
        id: '9',
        title: 'A survey with a title far longer than a modal may show',
        message: '',
        question1: '',
        question2: 'Why?',
        question3: ' ',
        question4: '',
        question5: 'When?',
      },
      'en',
    );
    expect(form.title).toHaveLength(45);
    expect(form.components.map((c) => [c.label, c.component.custom_id])).toEqual([
      ['Why?', 'question2'],
      ['When?', 'question5'],
    ]);
  });
});

describe('a thread or forum post an answer is delivered in', () => {
  it('is named by the survey and the member, within 100 characters, the title shortened first', () => {
    expect(surveyThreadName('Club feedback', 'akari', 'en')).toBe('Club feedback — akari');
    expect(surveyThreadName('Club feedback', 'akari', 'ja')).toBe('Club feedback — akariさんの回答');
    const long = surveyThreadName('T'.repeat(150), 'akari', 'en');
    expect(long).toHaveLength(100);
    expect(long.endsWith('… — akari')).toBe(true);
    expect(surveyThreadName('T'.repeat(150), 'n'.repeat(90), 'ja').length).toBeLessThanOrEqual(100);
  });

  it('a forum tag is the title within 20 characters', () => {
    expect(surveyTagName(' Club feedback ')).toBe('Club feedback');
    expect(surveyTagName('A very long survey title')).toBe('A very long survey …');
  });
});
