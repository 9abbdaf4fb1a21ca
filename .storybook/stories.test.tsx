import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta, StoryObj } from '@storybook/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as previewAnnotations from './preview';

/**
 * Every story of every stories file is rendered here, in jsdom, with the project's preview
 * annotations, and its play function (if any) runs: a story that breaks fails the suite.
 */
setProjectAnnotations(previewAnnotations);

interface StoriesFile {
  default: Meta;
  [storyName: string]: StoryObj | Meta;
}

const storiesFiles = import.meta.glob<StoriesFile>('../src/client/**/*.stories.tsx', {
  eager: true,
});

const canvases: HTMLElement[] = [];
afterEach(() => {
  for (const canvas of canvases.splice(0)) canvas.remove();
});

it('finds the stories files', () => {
  expect(Object.keys(storiesFiles).length).toBeGreaterThan(10);
});

describe.each(Object.entries(storiesFiles))('%s', (_path, storiesFile) => {
  const stories = Object.entries(composeStories(storiesFile));

  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('%s renders and passes its play function', async (_name, Story) => {
    const canvas = document.createElement('div');
    document.body.append(canvas);
    canvases.push(canvas);

    await Story.run({ canvasElement: canvas });

    // Meaningful output: visible text, an accessible name, or a form control.
    const hasText = canvas.textContent.trim().length > 0;
    const hasControl = canvas.querySelector('input, select, button, a, [role]') !== null;
    expect(hasText || hasControl).toBe(true);
  });
});
