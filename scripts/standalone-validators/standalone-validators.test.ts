// The validators generated ahead of time (decision 0113): the committed files are what the generator makes
// today, hold no `require` and compile nothing, and answer exactly as ajv compiling the same schema at run
// time would, errors included (the sentences a person reads are made of them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSchemaAjv } from '../../src/common/schema-patterns/schema-ajv';
import { LESSONS } from '../../src/session/lessons/lesson-catalog';
import { validateLesson, validateSession } from '../../src/session/generated/document-validators';
import { validateRunSettings } from '../../src/runtime/spec/generated/run-settings-validator';
import { validateJsonSchema } from '../../src/ui/tools/generated/json-schema-validator';
import lessonSchema from '../../schema/lesson.schema.json' with { type: 'json' };
import sessionSchema from '../../schema/session.schema.json' with { type: 'json' };
import { RUN_SETTINGS_SCHEMA, SETTINGS_DEFINITIONS } from '../../src/runtime/spec/run-settings-schema';
import { generatedValidatorFiles } from './generate';
import { standaloneModule } from './standalone-module';

const ROOT = join(import.meta.dirname, '../..');
const files = generatedValidatorFiles();

describe('validators generated ahead of time', () => {
  it('are current: run `npm run validators` after changing a schema, the settings catalog or ajv', () => {
    for (const [file, text] of files) expect(readFileSync(join(ROOT, file), 'utf8'), file).toBe(text);
  });

  it('import what ajv would require, and construct no function from text', () => {
    for (const [file, text] of files) {
      expect(text, file).not.toMatch(/\brequire\(/);
      expect(text, file).not.toMatch(/\bFunction\(|\beval\(/);
    }
  });

  it('refuse to write a module that would need a helper nobody exports', () => {
    const ajv = createSchemaAjv({ code: { source: true, esm: true } });
    ajv.addSchema({ type: 'string', $async: true }, 'async');
    expect(() => standaloneModule(ajv, 'src/x/generated/y.js', { validate: 'async' }, '//')).toThrow(
      /helper "validation_error" is not exported/,
    );
  });

  it('answer as the run-time compiled validator does, errors included', () => {
    const documents = createSchemaAjv({ allErrors: true, discriminator: true, verbose: true });
    documents.addSchema(sessionSchema);
    const compiledLesson = documents.compile(lessonSchema);
    const compiledSession = documents.getSchema(sessionSchema.$id)!;
    const broken = (value: object) => ({ ...value, title: 7, extra: true, tools: { builtin: ['Nope'] } });
    for (const lesson of LESSONS) {
      for (const value of [lesson, broken(lesson)]) {
        expect(validateLesson(value)).toBe(compiledLesson(value));
        expect(validateLesson.errors).toEqual(compiledLesson.errors);
      }
      for (const value of [lesson.document, broken(lesson.document)]) {
        expect(validateSession(value)).toBe(compiledSession(value));
        expect(validateSession.errors).toEqual(compiledSession.errors);
      }
    }
    const settings = createSchemaAjv({ allErrors: true, verbose: true }).compile({
      ...RUN_SETTINGS_SCHEMA,
      definitions: SETTINGS_DEFINITIONS,
    });
    for (const value of [{}, { maxSteps: -1, nope: 1 }, { engine: { maxParallel: 'x' } }]) {
      expect(validateRunSettings(value)).toBe(settings(value));
      expect(validateRunSettings.errors).toEqual(settings.errors);
    }
    const meta = createSchemaAjv({ allErrors: true });
    for (const schema of [{ type: 'object' }, { type: 'thing' }, { properties: { a: { minLength: -1 } } }]) {
      expect(validateJsonSchema(schema)).toBe(meta.validateSchema(schema));
      expect(validateJsonSchema.errors).toEqual(meta.errors);
    }
  });
});
