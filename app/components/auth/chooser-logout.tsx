import { Form } from "@remix-run/react";

/**
 * Log out below the company choosers (/select-company, /consultant-login). They are pages without
 * the shell's user menu: a consultant who left a company, or a user of several companies on a
 * shared computer, could only sign out by entering a company first. A form, so it works without
 * JavaScript; /logout ends the session at the identity provider too.
 */
export function ChooserLogout({ label }: { label: string }) {
  return (
    <Form method="post" action="/logout" className="text-center">
      <button type="submit" className="text-sm font-semibold text-brand-700 hover:underline">
        {label}
      </button>
    </Form>
  );
}
