import { useCallback, useRef, useState } from "react";

/**
 * Client-side validation whose code — zod, the schemas and Conform's zod adapter, ≈ 13 kB gzip —
 * is fetched when the user first reaches the form (focus or pointer), not with the page
 * (issue 10 §4: first-load JavaScript ≤ 120 kB). Until it has arrived `validators` is undefined,
 * so `onValidate` is too: Conform then lets a submit through and the action validates with the
 * same schema, as it does for a browser without JavaScript.
 *
 *   const { validators, formProps } = useDeferredValidation();
 *   useForm({ onValidate: validators && (({ formData }) => validators.validateX(formData)) })
 *   <Form {...getFormProps(form)} {...formProps}>
 */
export function useDeferredValidation() {
  const [validators, setValidators] = useState<typeof import("./client-validators")>();
  const requested = useRef(false);
  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import("./client-validators").then(setValidators, () => {
      // a failed chunk load (offline) leaves validation to the server; try again next time
      requested.current = false;
    });
  }, []);
  return { validators, formProps: { onFocus: request, onPointerEnter: request } };
}
