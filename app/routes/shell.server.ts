import type { RequestArgs } from "~/services/http/request-context.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { getEnv } from "~/platform/env.server";
import { shellContractBudgets } from "~/services/session.server";

/** What the application shell shows (header, menus, budgets, chat) for a signed-in company context. */
export async function shellData(args: RequestArgs, context: CompanyContext) {
  const env = getEnv();
  // spec 1 §2: the budget dropdown lists the contracts only with show_contracts
  // (read with the session: one statement for the shell, decision 077)
  const budgets = context.features.show_contracts
    ? await shellContractBudgets(args, context.company.id)
    : [];
  return {
    user: {
      firstName: context.user.firstName,
      lastName: context.user.lastName,
      email: context.user.email,
    },
    company: {
      id: context.company.id,
      name: context.company.name,
      hasIntegration: context.company.hasIntegration,
    },
    canSwitchCompany: context.companyCount > 1,
    consultant: context.session.get("consultant") === true,
    impersonator: context.impersonator,
    features: context.uiFeatures,
    roles: context.roles,
    budgets,
    support: { email: env.SUPPORT_EMAIL, helpCentreUrl: env.HELP_CENTRE_URL },
    chat: env.CHAT_WIDGET_KEY
      ? {
          appId: env.CHAT_WIDGET_KEY,
          user: {
            userId: context.user.id,
            name: `${context.user.firstName} ${context.user.lastName}`.trim(),
            email: context.user.email,
            language: context.session.get("locale") ?? "en-US",
            company: context.company.name,
            hasIntegration: context.company.hasIntegration,
          },
        }
      : null,
    locale: context.session.get("locale") ?? "en-US",
  };
}
