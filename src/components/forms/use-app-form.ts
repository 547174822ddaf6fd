import { useEffect, useEffectEvent, useState, type SyntheticEvent } from 'react';
import { type FormErrors, schemaResolver, useForm, type UseFormInput } from '@mantine/form';
import { i18next } from '@/lib/i18n/i18n';
import { apiErrorBody, apiFieldErrors, httpStatus } from '@/lib/http/api-error';
import type { AnswerSchema } from '@/lib/http/request';
import type { ChangedBy, StaleVersion } from '@/lib/versions/versions';
import { madeHere } from '@/lib/versions/own-versions';
import type { VersionConflict } from './version-conflict';

type Conflicts = typeof import('./version-conflict');
/**
 * What shows a conflict, in a chunk of its own: few forms ever meet one (sign-in never). A
 * versioned form's `<ConflictNotice>` loads it on idle (conflict-notice.tsx).
 */
const loadConflicts = (): Promise<Conflicts> => import('./version-conflict');
import { type FlightCallbacks, useSingleFlight } from './use-single-flight';

type Values = Record<string, unknown>;
type Schema = Parameters<typeof schemaResolver>[0];

/**
 * An edit form of a versioned record (src/lib/versions/versions.ts): the version its values were
 * loaded from, how to read the record a 412 sends, and how to put it in the form's shape.
 */
export interface VersionedForm<V, R extends { version: number }> {
  version: number;
  record: AnswerSchema<R>;
  toValues: (record: R) => V;
  /**
   * The record as the screen has it now (its query's data, kept fresh by the live stream): when it
   * moves past the form's version while the form is open, the conflict shows at once, before the
   * user saves.
   */
  current?: R;
  /** Who last changed the record's resource (`useLastWriter`): the change names them. */
  writer?: () => ChangedBy | undefined;
}

/** The version a save's answer holds: its own `version`, or that of the record it wraps. */
function versionIn(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  if ('version' in answer && typeof answer.version === 'number') return answer.version;
  for (const value of Object.values(answer)) {
    if (typeof value === 'object' && value !== null && 'version' in value) {
      if (typeof value.version === 'number') return value.version;
    }
  }
  return undefined;
}

/**
 * Errors by the inputs that show them: an error on an item of a list of plain values (`to.1`, one
 * address of several) is the list's (`to`), whose input shows it and clears it as it is edited.
 * Items that are records (`items.0.cost`) keep their paths: each has inputs of its own.
 */
function byInput(errors: FormErrors, values: Values): FormErrors {
  const shown: FormErrors = {};
  for (const [path, error] of Object.entries(errors)) {
    const [root = '', index, ...deeper] = path.split('.');
    const list = values[root];
    const plainItem =
      index !== undefined &&
      deeper.length === 0 &&
      Array.isArray(list) &&
      typeof list[Number(index)] !== 'object';
    shown[plainItem ? root : path] ??= error;
  }
  return shown;
}

/**
 * Mantine's form with a zod schema whose messages are i18n keys. Errors are translated when they
 * render (the page re-renders on a language change), so switching language re-words them; the API's field errors land on the same fields.
 *
 * `schema` may be a function, called each time the form is checked: a form whose buttons check
 * different rules (the email composer's Send and Save draft) picks the pressed one's.
 */
export function useAppForm<V extends Values, R extends { version: number } = { version: number }>(
  schema: Schema | (() => Schema),
  {
    errorParams,
    versioned,
    ...options
  }: Omit<UseFormInput<V>, 'validate' | 'enhanceGetInputProps'> & {
    /**
     * The record's version, for an edit form: `form.version` is what its save names (`If-Match`),
     * and a save refused because someone changed the record meanwhile becomes `form.conflict`,
     * the form holding each field as whoever changed it left it (`<ConflictNotice>`).
     */
    versioned?: VersionedForm<V, R>;
    /**
     * The values an API field error's message names (its body's `params`), as this form words
     * them: `({ amount }) => ({ amount: formatMoney(Number(amount), language) })`.
     */
    errorParams?: (params: Readonly<Record<string, string | number>>) => Record<string, unknown>;
  },
) {
  // The last API field errors' params: their messages are worded with them, in the current language.
  const [apiParams, setApiParams] = useState<Readonly<Record<string, string | number>>>({});
  const form = useForm<V>({
    mode: 'controlled',
    // Fields are checked on submit, not on blur: an error appearing under the field the user
    // just left would move the button they are pressing. A field's error clears as it is edited.
    clearInputErrorOnChange: true,
    ...options,
    validate: (values) =>
      byInput(
        schemaResolver('~standard' in schema ? schema : schema(), { sync: true })(values),
        values,
      ),
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string'
        ? {
            error: i18next.t(inputProps.error, {
              ...apiParams,
              ...errorParams?.(apiParams),
              defaultValue: inputProps.error,
            }),
          }
        : {},
  });

  /**
   * Puts the API's field errors by their fields; returns whether there were any. With `within`,
   * the form is that part of the request: `address.city` goes by its `city`.
   */
  const setApiErrors = (error: unknown, within?: string): boolean => {
    const prefix = within ? `${within}.` : '';
    // A nested field (`client.email`, `items.0.cost`) is a Mantine path too: kept by its root.
    const values = form.getValues();
    const known = Object.fromEntries(
      Object.entries(apiFieldErrors(error)).flatMap(([path, key]) => {
        const field = path.slice(prefix.length);
        return path.startsWith(prefix) && Object.hasOwn(values, field.split('.')[0] ?? '')
          ? [[field, key]]
          : [];
      }),
    );
    setApiParams(apiErrorBody(error)?.params ?? {});
    form.setErrors(byInput(known, values));
    return Object.keys(known).length > 0;
  };

  // A failed submit with no field to put it by, shown by `<FormError error={form.failure} />`.
  const [failure, setFailure] = useState<unknown>(null);

  const flight = useSingleFlight();
  const [version, setVersion] = useState(versioned?.version);
  const [conflict, setConflict] = useState<VersionConflict<V> | null>(null);
  // The record's values at the form's version, once it has moved on from the one it opened with.
  const [loadedFrom, setLoadedFrom] = useState<V | null>(null);
  /**
   * The record changed since the form's version: shown, the form merged, the version taken. A
   * change the live stream brought that leaves every field as the user has it (a status switched
   * elsewhere), or that this tab made itself (`own`: a star, a drag), is taken silently, each
   * field the user has not touched taking the record's value. `conflicts` is
   * version-conflict.ts, loaded on the first one.
   */
  const showChange = (
    conflicts: Conflicts,
    stale: StaleVersion<R>,
    refused: boolean,
    own = false,
  ) => {
    if (!versioned) return;
    const { conflictFields, mergedValues } = conflicts;
    const shown: VersionConflict<V> = {
      // What the values were loaded from, or the record as the last change taken had it.
      base: loadedFrom ?? form.getInitialValues(),
      mine: form.getValues(),
      theirs: versioned.toValues(stale.current),
      changedBy: stale.changedBy,
      changedAt: stale.changedAt,
      refused,
    };
    setVersion(stale.current.version);
    setLoadedFrom(shown.theirs);
    if (own) {
      form.setValues(mergedValues(shown));
      return;
    }
    if (!refused && conflictFields(shown).length === 0) return;
    setConflict(shown);
    form.setValues(mergedValues(shown));
  };

  // Someone else's change reaching the screen while the form is open (the live stream refetched
  // the record): shown at once, as a refused save would show it. The form's own save moves its
  // version first (below), and the tab's other writes are noted as its own (own-versions.ts), so
  // neither counts as someone else's.
  // Only a newer version of the record is news (the effect below); what it does with it reads the
  // form as it is then, an effect event's way.
  const onNewerRecord = useEffectEvent(() => {
    if (!versioned?.current || version === undefined) return;
    const { current, record, writer } = versioned;
    if (current.version <= version || flight.isRunning()) return;
    // A version this tab's own writes made from the form's (a star, a drag, made while the form
    // was open or just before it opened) is no one else's change: taken with no notice.
    const own = madeHere(record, current, version);
    const changedBy = own ? null : (writer?.() ?? null);
    void loadConflicts().then((conflicts) =>
      showChange(conflicts, { current, changedBy, changedAt: null }, false, own),
    );
  });
  const currentVersion = versioned?.current?.version;
  useEffect(() => {
    if (currentVersion !== undefined) onNewerRecord();
  }, [currentVersion]);

  /**
   * Reports a failed submit: the API's field errors go by their fields, a stale version becomes
   * `conflict`, anything else `failure`. The user's input stays as it was.
   */
  const fail = (error: unknown) => {
    if (versioned && httpStatus(error) === 412) {
      loadConflicts().then(
        (conflicts) => {
          const stale = conflicts.staleVersionOf(error, versioned.record);
          if (stale) showChange(conflicts, stale, true);
          else setFailure(error);
        },
        () => setFailure(error),
      );
      return;
    }
    if (!setApiErrors(error)) setFailure(error);
  };
  /** Clears `failure`, as a new submit starts. */
  const clearFailure = () => setFailure(null);

  // Mantine's own, before `onSubmit` below takes its place on the form.
  const mantineOnSubmit = form.onSubmit;
  /** Mantine's submit handler, sent once: see `onSubmit` below. */
  const submitOnce = <T>(
    handleSubmit: (values: V, event?: SyntheticEvent<HTMLFormElement>) => void | Promise<T>,
    callbacks?: FlightCallbacks<T>,
    handleValidationFailure?: Parameters<typeof mantineOnSubmit>[1],
  ) => {
    const submit = mantineOnSubmit((values, event) => {
      const result = handleSubmit(values, event);
      if (!(result instanceof Promise)) return result;
      return flight.run(() => result, callbacks) ?? undefined;
    }, handleValidationFailure);
    return (event?: SyntheticEvent<HTMLFormElement>) => {
      if (flight.isRunning()) {
        event?.preventDefault();
        return;
      }
      submit(event);
    };
  };

  /**
   * Mantine's `onSubmit`, sent once: while the promise of a handler that awaits its write runs,
   * `form.submitting` is true and another submit (a second click, Enter) does nothing.
   */
  const onSubmit: typeof mantineOnSubmit = (handleSubmit, handleValidationFailure) =>
    submitOnce(handleSubmit, undefined, handleValidationFailure);

  /**
   * The form's submit handler when a mutation saves it (react-query's, or the sign-in pages'
   * own, which have no query cache; or a drawer's `onSave`, as `{ mutateAsync: onSave }`):
   * valid values go through `toInput` to `mutation`; the last failure is cleared first, a new one
   * is reported with `fail`, and `onSuccess`, if given, runs once the server agreed. Sent once:
   * busy (`form.submitting`) until the answer.
   */
  const submitWith = <Input, Result>(
    mutation: { mutateAsync: (input: Input) => Promise<Result> },
    toInput: (values: V) => Input,
    onSuccess?: (result: Result) => void,
  ) =>
    submitOnce(
      (values) => {
        clearFailure();
        return mutation.mutateAsync(toInput(values));
      },
      {
        onSuccess: (result) => {
          const saved = versionIn(result);
          if (saved !== undefined) setVersion(saved);
          onSuccess?.(result);
        },
        onError: fail,
      },
    );

  return Object.assign(form, {
    onSubmit,
    setApiErrors,
    failure,
    fail,
    clearFailure,
    submitWith,
    version,
    conflict,
  });
}
