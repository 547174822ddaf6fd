// @vitest-environment node
import { z } from 'zod';
import {
  parseBody,
  readEnvelope,
  readEnvelopeContent,
  ROOT_FIELD,
  toFieldErrors,
  validate,
  validateEnveloped,
} from '@/mocks/lib/validation';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return toFieldErrors(result.error.issues, input);
}

const request = (body: string) => new Request('http://localhost/x', { method: 'POST', body });

describe('toFieldErrors', () => {
  it('maps zod issues to i18n keys per field', () => {
    const schema = z.object({
      name: z.string().min(1).min(3).max(5),
      email: z.email(),
      age: z.number().int().min(18).max(99),
      tags: z.array(z.string()).min(1),
      kind: z.enum(['a', 'b']),
      nested: z.object({ when: z.iso.datetime() }),
      site: z.url(),
    });
    expect(
      errorsOf(schema, {
        name: 'abcdefg',
        email: 'nope',
        age: 100,
        tags: [],
        kind: 'c',
        nested: { when: 'yesterday' },
        site: 'x',
      }),
    ).toEqual({
      name: ['validation.tooLong'],
      email: ['validation.email'],
      age: ['validation.tooBig'],
      tags: ['validation.tooFew'],
      kind: ['validation.invalidOption'],
      'nested.when': ['validation.date'],
      site: ['validation.url'],
    });
  });

  it('reports only "required" for a missing or empty field', () => {
    const schema = z.object({ name: z.string().min(1).min(3), count: z.number() });
    expect(errorsOf(schema, { name: '' })).toEqual({
      name: ['validation.required'],
      count: ['validation.required'],
    });
    expect(errorsOf(schema, { name: 'ab', count: 'x' })).toEqual({
      name: ['validation.tooShort'],
      count: ['validation.invalidType'],
    });
  });

  it('keeps messages that already are i18n keys, and reports root and unknown keys', () => {
    expect(errorsOf(z.object({ id: z.number({ error: 'todo.errors.id' }) }), {})).toEqual({
      id: ['todo.errors.id'],
    });
    expect(errorsOf(z.object({}), [])).toEqual({ [ROOT_FIELD]: ['validation.invalidType'] });
    expect(errorsOf(z.strictObject({}), { extra: 1 })).toEqual({
      extra: ['validation.unknownField'],
    });
  });
});

describe('parseBody and validate', () => {
  it('returns parsed data', async () => {
    expect(await parseBody(request('{"a":1}'), z.object({ a: z.number() }))).toEqual({ a: 1 });
    expect(validate(z.object({ a: z.string().default('x') }), {})).toEqual({ a: 'x' });
  });

  it('throws a 400 Response for malformed JSON and invalid data', async () => {
    const malformed = await parseBody(request('{'), z.object({})).catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(Response);
    if (!(malformed instanceof Response)) return;
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'validation.malformedJson' });

    const invalid = await parseBody(request(''), z.object({ a: z.number() })).catch(
      (error: unknown) => error,
    );
    if (!(invalid instanceof Response)) throw new Error('expected a Response');
    expect(await invalid.json()).toEqual({
      message: 'validation.failed',
      errors: { a: ['validation.required'] },
    });
  });
});

const taskBody = z.object({
  task: z.object({ title: z.string().min(1), tags: z.array(z.enum(['a'])) }),
});
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  if (!(error instanceof Response)) throw new Error('expected a Response');
  return { status: error.status, body: await error.json() };
};

const answer = async (text: string) =>
  (await failure(readEnvelope(request(text), 'task', taskBody))).body;

describe('readEnvelope', () => {
  it('returns the record the body wraps', async () => {
    expect(
      await readEnvelope(request('{"task":{"title":"x","tags":["a"]}}'), 'task', taskBody),
    ).toEqual({ title: 'x', tags: ['a'] });
  });

  it("names errors by the record's top-level fields, or as the handler's fieldOf says", async () => {
    const sent = request('{"task":{"title":"","tags":["a","b","c"]}}');
    expect(await failure(readEnvelope(sent, 'task', taskBody))).toEqual({
      status: 400,
      body: {
        message: 'validation.failed',
        errors: { title: ['validation.required'], tags: ['validation.invalidOption'] },
      },
    });
    const renamed = request('{"task":{"title":"x","tags":["b"]}}');
    expect(await failure(readEnvelope(renamed, 'task', taskBody, (path) => `my.${path}`))).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { 'my.tags.0': ['validation.invalidOption'] } },
    });
  });

  it('refuses a body that is no object, and a record that is missing or no object on its key', async () => {
    expect(await answer('')).toEqual({
      message: 'validation.failed',
      errors: { task: ['validation.required'] },
    });
    expect(await answer('{"task":null}')).toEqual({
      message: 'validation.failed',
      errors: { task: ['validation.required'] },
    });
    expect(await answer('{"task":3}')).toEqual({
      message: 'validation.failed',
      errors: { task: ['validation.invalidType'] },
    });
    expect(await answer('[]')).toEqual({
      message: 'validation.failed',
      errors: { [ROOT_FIELD]: ['validation.invalidType'] },
    });
    expect(await answer('{')).toEqual({ message: 'validation.malformedJson' });
  });

  it('validates content read apart the same way', async () => {
    const content = await readEnvelopeContent(request('{"data":{"id":"x"}}'), 'data');
    expect(content).toEqual({ id: 'x' });
    expect(
      await failure(
        Promise.resolve().then(() =>
          validateEnveloped(z.object({ id: z.number() }), content, 'data'),
        ),
      ),
    ).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { id: ['validation.invalidType'] } },
    });
  });
});
