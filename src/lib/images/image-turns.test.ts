import { describe, expect, it } from 'vitest';
import { imageModelsOf, imageSendPath, turnsOf } from './image-turns';

describe('image chat helpers', () => {
  it('pairs prompts with their images, served through /api', () => {
    const turns = turnsOf([
      { id: 'u1', role: 'user', content: 'a fox', model: 'gpt:dall-e-3', status: 'complete' },
      {
        id: 'a1',
        role: 'assistant',
        content: '',
        model: 'gpt:dall-e-3',
        status: 'complete',
        cost: 400,
        images: [
          {
            id: 'm1',
            url: '/v1/media/m1',
            thumbnailUrl: '/v1/media/m1/thumbnail',
            width: 1024,
            height: 1024,
          },
        ],
      },
      { id: 'u2', role: 'user', content: 'darker', model: null, status: 'complete' },
      { id: 'a2', role: 'assistant', content: '', model: null, status: 'error', errorCode: 'x' },
    ]);
    expect(turns).toHaveLength(2);
    expect(turns[0]?.images[0]?.url).toBe('/api/v1/media/m1');
    expect(turns[0]?.images[0]?.thumbnailUrl).toBe('/api/v1/media/m1/thumbnail');
    expect(turns[0]?.cost).toBe(400);
    expect(turns[1]?.error).toBe('x');
  });

  it('keeps only image models and builds the flagged send path', () => {
    const models = imageModelsOf({
      models: [
        { id: 'gpt:gpt', capabilities: ['text'] },
        {
          id: 'gpt:dall-e-3',
          title: 'DALL·E 3',
          capabilities: ['image'],
          image: { sizes: ['1024x1024'], maxImages: 1, canEdit: false },
          price: { kopecksPerImage: 400 },
        },
        { id: 'gemini:gemini-25-flash', capabilities: ['text', 'vision'] },
        {
          id: 'gemini:gemini-25-flash-image',
          title: 'Gemini 2.5 Flash Image',
          capabilities: ['image'],
          image: { sizes: ['1024x1024', '1344x768'], maxImages: 4, canEdit: true },
          price: { kopecksPerImage: 390 },
        },
      ],
    });
    expect(models.map((m) => m.id)).toEqual(['gpt:dall-e-3', 'gemini:gemini-25-flash-image']);
    expect(models[1]).toMatchObject({ kopecksPerImage: 390, canEdit: true, maxImages: 4 });
    expect(imageSendPath('gpt:dall-e-3', 'c1')).toBe(
      '/api/v1/openai/gpt/dall-e-3?image=true&chatId=c1',
    );
  });
});
