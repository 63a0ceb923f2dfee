import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { translateMessage } from "~/lib/validation/messages";

const IMAGES = ["header", "footer"] as const;

/**
 * spec 2 §3 saved company settings: the header and footer images of the company's PDFs, under the
 * logo's upload rules (jpeg/png, one file, 10485760 bytes, 5000×5000). A multipart form, so it
 * works without JavaScript; the server judges each file by its content.
 */
export function ImagesForm({
  saved,
  errors,
}: {
  saved: Record<(typeof IMAGES)[number], boolean>;
  errors: Record<string, string[]> | null;
}) {
  const { t } = useTranslation("jobdesc");
  const { t: tCheckout } = useTranslation("checkout");
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3 rounded-[6px] border border-slate-200 bg-white p-4" aria-labelledby="jobdesc-images-title">
      <h3 id="jobdesc-images-title" className="text-sm font-semibold">
        {t("images.title")}
      </h3>
      <p className="text-xs text-slate-600">{t("images.hint")}</p>
      {IMAGES.map((image) => {
        const name = `${image}Image`;
        const id = `jobdesc-${name}`;
        const fieldErrors = errors?.[name];
        return (
          <div key={image} className="space-y-1">
            <label htmlFor={id} className="block text-sm font-medium">
              {t(`images.${image}`)}
            </label>
            <p id={`${id}-status`} className="text-xs text-slate-600">
              {saved[image] ? t("images.saved") : t("images.none")}
            </p>
            <input
              id={id}
              name={name}
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              aria-invalid={fieldErrors ? true : undefined}
              aria-describedby={`${id}-status${fieldErrors ? ` ${id}-error` : ""}`}
              className="block w-full text-sm"
            />
            {saved[image] ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`remove${image === "header" ? "Header" : "Footer"}Image`} className="h-4 w-4" />
                {t(`images.remove-${image}`)}
              </label>
            ) : null}
            <FieldError id={`${id}-error`} errors={fieldErrors?.map((e) => translateMessage(tCheckout, e))} />
          </div>
        );
      })}
      <Button type="submit" name="intent" value="images.save" variant="secondary">
        {t("images.save")}
      </Button>
    </Form>
  );
}
