/** The look of a text input, select or textarea across the forms. */
export const inputClasses =
  "w-full rounded-[6px] border border-slate-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-500";
