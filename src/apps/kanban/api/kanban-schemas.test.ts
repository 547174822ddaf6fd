import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { languageCodes } from '@/lib/i18n/languages';
import { taskAddSchema, taskPatchSchema, tooLongMessages } from './kanban-schemas';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from './kanban-values';

const locale = (code: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/locales/${code}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('kanban validation', () => {
  it('says the limit when a text is too long, in every language', () => {
    for (const code of languageCodes) {
      const texts = locale(code);
      for (const [max, key] of Object.entries(tooLongMessages)) {
        expect(texts[key], `${code} ${key}`).toContain(max);
      }
    }
  });

  it('answers a too-long title or description with its limit’s message', () => {
    const title = taskAddSchema.safeParse({ boardId: 1, title: 'x'.repeat(TASK_TITLE_MAX + 1) });
    expect(title.error?.issues.map((issue) => issue.message)).toEqual([
      'kanban.validation.titleTooLong',
    ]);
    const description = taskPatchSchema.safeParse({
      id: 1,
      description: 'x'.repeat(TASK_DESCRIPTION_MAX + 1),
    });
    expect(description.error?.issues.map((issue) => issue.message)).toEqual([
      'kanban.validation.descriptionTooLong',
    ]);
  });
});
