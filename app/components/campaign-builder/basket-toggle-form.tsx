import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { buttonClasses } from "../ui/button";
import { CheckIcon } from "./icons";

/**
 * The add/remove button of a channel in the builder's lists: a form (intent=add|remove,
 * channelId) posted to the builder route, so it works without JavaScript; with it, a fetcher
 * shows the new state at once (optimistic) while the basket reloads.
 */
export function BasketToggleForm({
  channelId,
  channelName,
  inBasket,
  disabled = false,
}: {
  channelId: string;
  channelName: string;
  inBasket: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation("campaigns");
  const fetcher = useFetcher({ key: `basket-${channelId}` });
  const pendingIntent = fetcher.formData?.get("intent");
  const shownInBasket = pendingIntent ? pendingIntent === "add" : inBasket;
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={shownInBasket ? "remove" : "add"} />
      <input type="hidden" name="channelId" value={channelId} />
      {shownInBasket ? (
        <button
          type="submit"
          disabled={disabled}
          className={`${buttonClasses.secondary} w-full`}
          aria-label={t("builder.remove-named", { name: channelName })}
          data-in-basket="true"
        >
          <CheckIcon /> {t("builder.in-basket")}
        </button>
      ) : (
        <button
          type="submit"
          disabled={disabled}
          className={`${buttonClasses.primary} w-full`}
          aria-label={t("builder.add-named", { name: channelName })}
          data-in-basket="false"
        >
          {t("builder.add")}
        </button>
      )}
    </fetcher.Form>
  );
}
