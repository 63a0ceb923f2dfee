import { parse, type Submission } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";

type Validators = typeof import("./client-validators");

/**
 * Client-side validation whose code — zod, the schemas and Conform's zod adapter, ≈ 13 kB gzip —
 * is fetched when the user first reaches the form (focus or pointer), not with the page
 * (issue 10 §4: first-load JavaScript ≤ 120 kB).
 *
 * Until it has arrived:
 * - a submit goes through and the action validates with the same schema, as it does for a
 *   browser without JavaScript;
 * - a field left before then (Conform's "validate" intent) is not sent to the server — the
 *   actions do not answer Conform's intents — but remembered, and validated once the code is here.
 *
 *   const validation = useDeferredValidation();
 *   useForm({ onValidate: validation.onValidate((v, formData) => v.validateX(formData)) })
 *   <Form {...getFormProps(form)} {...validation.formProps}>
 */
export function useDeferredValidation() {
  const [validators, setValidators] = useState<Validators>();
  const requested = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  // Conform's validate intents that arrived before the code: the intent button's name → values
  const missed = useRef(new Map<string, { name: string; value: string }>());

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import("./client-validators").then(setValidators, () => {
      // a failed chunk load (offline) leaves validation to the server; try again next time
      requested.current = false;
    });
  }, []);

  // replay the missed intents through the form, exactly as Conform sent them
  useEffect(() => {
    const form = formElement.current;
    if (!validators || !form || missed.current.size === 0) return;
    for (const { name, value } of missed.current.values()) {
      const button = document.createElement("button");
      Object.assign(button, { type: "submit", name, value, formNoValidate: true, hidden: true });
      form.append(button);
      form.requestSubmit(button);
      button.remove();
    }
    missed.current.clear();
  }, [validators]);

  function onValidate<S extends Submission<unknown, string[], unknown>>(run: (validators: Validators, formData: FormData) => S) {
    return ({ form, formData, submitter }: { form: HTMLFormElement; formData: FormData; submitter: HTMLButtonElement | HTMLInputElement | null }): S => {
      if (validators) return run(validators, formData);
      request();
      formElement.current = form;
      return parse(formData, {
        resolve: (_payload, intent) => {
          if (intent?.type === "validate" && submitter) missed.current.set(submitter.value, { name: submitter.name, value: submitter.value });
          // an intent gets an empty error (Conform keeps it in the browser); a submit gets a value
          return intent ? { error: {} } : { value: {} };
        },
      }) as unknown as S;
    };
  }

  return { validators, onValidate, formProps: { onFocus: request, onPointerEnter: request } };
}
