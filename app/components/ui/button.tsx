import { forwardRef, type ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const base =
  "inline-flex items-center justify-center gap-2 rounded-[6px] px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";

export const buttonClasses: Record<ButtonVariant, string> = {
  primary: `${base} bg-brand-600 text-white hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white text-ink hover:bg-slate-100`,
  ghost: `${base} text-brand-700 hover:bg-brand-50`,
  danger: `${base} bg-red-600 text-white hover:bg-red-700`,
};

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }
>(function Button({ variant = "primary", className = "", type = "button", ...props }, ref) {
  return <button ref={ref} type={type} className={`${buttonClasses[variant]} ${className}`} {...props} />;
});
