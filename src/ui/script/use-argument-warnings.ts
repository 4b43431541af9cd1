// The Script tab's schema warnings, one list per turn: each call's arguments are checked against its tool's
// schema by the runtime worker (the page compiles no schema, decision 0113), so they arrive a moment after
// the text changed. Until the first answer, and when no runtime is plugged in, there are none.
import { useEffect, useState } from 'react';
import { useAppServices } from '../store/app-services';
import { schemaWarnings, type TurnCheck } from './script-validation';

type Answered = { readonly checks: readonly TurnCheck[]; readonly warnings: readonly (readonly string[])[] };

export function useArgumentWarnings(checks: readonly TurnCheck[]): readonly (readonly string[])[] {
  const { schemaChecks } = useAppServices();
  const [answered, setAnswered] = useState<Answered | null>(null);

  useEffect(() => {
    const check = schemaChecks.current();
    if (!check) return;
    let current = true;
    const perTurn = checks.map((turn) =>
      Promise.all(
        turn.argumentChecks.map(async (call) => schemaWarnings(call, await check(call.schema, [call.args]))),
      ).then((lists) => lists.flat()),
    );
    void Promise.all(perTurn).then(
      (warnings) => current && setAnswered({ checks, warnings }),
      // A runtime being replaced answers nothing: the next edit asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [checks, schemaChecks]);

  // The last answer stays on screen while the next is on its way, when it is about the same turns.
  return answered && answered.checks.length === checks.length ? answered.warnings : [];
}
