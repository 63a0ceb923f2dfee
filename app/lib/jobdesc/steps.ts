import { STEPS, type Step } from "./constants";

/**
 * The vertical step bar (spec 2 §2): every step but preview; earlier steps done, the current one
 * active, only done steps clickable.
 */
export interface StepBarItem {
  step: Step;
  state: "done" | "active" | "todo";
  clickable: boolean;
}

export function stepBar(current: Step): StepBarItem[] {
  const at = STEPS.indexOf(current);
  return STEPS.filter((s) => s !== "preview").map((step, index) => {
    const state = index < at ? "done" : index === at ? "active" : "todo";
    return { step, state, clickable: state === "done" };
  });
}

export function nextStep(step: Step): Step {
  return STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)];
}
export function previousStep(step: Step): Step | null {
  const at = STEPS.indexOf(step);
  return at > 0 ? STEPS[at - 1] : null;
}

export function stepPath(step: Step, campaignId: string) {
  return `/job-description/${step}/?id=${campaignId}`;
}
