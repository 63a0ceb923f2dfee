import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignChannels, campaignOrders, campaigns, contracts } from "../../app/db/schema";
import { PriceSummary } from "../../app/components/checkout/price-summary";
import { I18nProvider } from "../../app/lib/i18n/react";
import { parseEcbCsv } from "../../app/lib/fx";
import { message, translateMessage } from "../../app/lib/validation/messages";
import { getBasket } from "../../app/models/basket.server";
import { requireCampaignSummary } from "../../app/services/campaigns/summary.server";
import { latestRateTable, upsertFxRates } from "../../app/models/fx-rate.server";
import { action as checkoutAction, loader as checkoutLoader } from "../../app/routes/campaigns/checkout";
import { loader as orderedLoader } from "../../app/routes/campaigns/ordered";
import { buildExportDocument } from "../../app/services/export/campaign-document.server";
import { getT, i18nForRender } from "../../app/services/i18n/i18next.server";
import {
  campaignWithChannels,
  checkoutForm,
  checkoutReady,
  contractBudget,
  createContract,
  createPricedChannel,
  outcome,
  post,
} from "./checkout-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";
import { usePrivateDatabase } from "./support/private-database";

// these tests import reference rates, which are shared by every company: on PostgreSQL a database
// of their own, so another file's baskets are not converted with a later day's rates
usePrivateDatabase();

const args = (request: Request) => ({ request, params: {}, context: loadContext() });

/** ECB daily file of 20 February 2026: 1 EUR = 1.1767 USD = 0.8728 GBP (no SEK). */
async function importSample() {
  await upsertFxRates(parseEcbCsv(fs.readFileSync("tests/fixtures/fx/eurofxref-sample.csv", "utf8")));
}

/** A member ready to order a basket of a €395 board and a US$450 board. */
async function mixedBasket(extra: { currency: string; price: number }[] = []) {
  const member = await signedInMember({}, { allowToOrder: true });
  const eur = await createPricedChannel(39_500);
  const usd = await createPricedChannel(45_000, { currency: "USD" });
  const others = await Promise.all(extra.map((c) => createPricedChannel(c.price, { currency: c.currency })));
  const channelIds = [eur.id, usd.id, ...others.map((c) => c.id)];
  const campaignId = await campaignWithChannels(member.company.id, channelIds);
  const ready = await checkoutReady(member.company.id, member.user.id, campaignId);
  const order = async (payment = "invoice") =>
    outcome(async () =>
      checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, member.session, checkoutForm({ ...ready, channelIds, payment })))),
    );
  return { ...member, eur, usd, campaignId, order };
}

describe("money in the channel's currency (issue 51 §4, decision 079)", () => {
  it("a basket mixing € and US$ totals in euros at the dated reference rate, and the checkout says so in three languages", async () => {
    await importSample();
    const { company, session, campaignId } = await mixedBasket();
    const basket = await getBasket(company.id, campaignId, "en-US");
    expect(basket.channels.map((c) => [c.price, c.currency])).toEqual([
      [39_500, "EUR"],
      [45_000, "USD"],
    ]);
    // US$450 ÷ 1.1767 = €382.43 (38 242.54 cents, rounded once)
    expect(basket.summary.lines.map((l) => l?.cents)).toEqual([39_500, 38_243]);
    expect(basket.summary.total).toBe(77_743);
    expect(basket.summary.currency).toBe("EUR");
    expect(basket.summary.exchangeRates).toEqual([{ currency: "USD", rate: 1.1767, date: "2026-02-20" }]);

    const checkout = await outcome(async () => checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${campaignId}`, session))));
    const data = checkout.data as Awaited<ReturnType<typeof checkoutLoader>>;
    const render = (locale: Parameters<typeof i18nForRender>[0]) =>
      renderToStaticMarkup(
        createElement(I18nProvider, { i18n: i18nForRender(locale) }, createElement(PriceSummary, { channels: data.basket.channels, summary: data.basket.summary })),
      );
    const en = render("en-US");
    expect(en).toContain("$450");
    expect(en).toContain("€777.43");
    expect(en).toContain("1 EUR = 1.1767 USD, ECB reference rate of Feb 20, 2026");
    const de = render("de-DE");
    expect(de).toContain("450\u00a0$");
    expect(de).toContain("777,43\u00a0€");
    expect(de).toContain("1 EUR = 1,1767 USD, EZB-Referenzkurs vom 20.02.2026");
    expect(render("nl-NL")).toContain("1 EUR = 1,1767 USD, ECB-referentiekoers van 20-02-2026");

    // the PDF/Word document: the dollar board in dollars with its euro amount, the rate under the totals
    const summary = await requireCampaignSummary(company.id, campaignId, "en-US");
    const doc = buildExportDocument(summary, await getT("en-US", "campaign-list"), "en-US", {
      companyName: "Acme",
      contact: { firstName: "A", lastName: "B", email: "a@b.test" },
    });
    expect(doc.channels.map((c) => c.facts.find((f) => f.label === "Price")?.value)).toEqual(["€395", "$450 (€382.43 at the reference rate)"]);
    expect(doc.totals.at(-1)).toMatchObject({ value: "€777.43" });
    expect(doc.rateNotes).toEqual(["1 EUR = 1.1767 USD, ECB reference rate of Feb 20, 2026"]);
  });

  it("a channel whose currency has no reference rate cannot be ordered: a 400 that names it, nothing charged, never 1:1", async () => {
    await importSample();
    const { company, campaignId, order } = await mixedBasket([{ currency: "SEK", price: 350_000 }]);
    const basket = await getBasket(company.id, campaignId, "en-US");
    expect(basket.summary.missingRates).toEqual(["SEK"]);
    // the total leaves the krona line out rather than reading 3 500 SEK as €3,500
    expect(basket.summary.total).toBe(77_743 - Math.round(77_743 / 10));
    const contractId = await createContract(company.id, 10_000_000);
    const result = await order(contractId);
    expect(result.status).toBe(400);
    expect((result.data as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([
      message("money:order-missing-rate", { currencies: "SEK", currency: "EUR" }),
    ]);
    // as the checkout form shows it (the route loads the money namespace)
    expect(translateMessage(await getT("en-US", "checkout"), message("money:order-missing-rate", { currencies: "SEK", currency: "EUR" }))).toMatch(
      /^This campaign cannot be ordered yet: there is no ECB reference rate to convert SEK into EUR\./,
    );
    const db = await getDb();
    const [row] = await db.select({ status: campaigns.status, total: campaigns.orderedTotalCents }).from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row).toEqual({ status: "pending", total: null });
    expect(await contractBudget(contractId)).toBe(10_000_000);
  });

  it("a contract budget in US dollars is charged the order's total at the same rate", async () => {
    await importSample();
    const { company, order } = await mixedBasket();
    const contractId = await createContract(company.id, 100_000);
    const db = await getDb();
    await db.update(contracts).set({ currency: "USD" }).where(and(eq(contracts.companyId, company.id), eq(contracts.id, contractId)));
    // €777.43 × 1.1767 = US$914.80
    expect((await order(contractId)).status).toBe(302);
    expect(await contractBudget(contractId)).toBe(100_000 - 91_480);
    const [record] = await db.select({ charged: campaignOrders.contractChargedCents }).from(campaignOrders).where(eq(campaignOrders.contractId, contractId));
    expect(record.charged).toBe(91_480);
  });
  // last: it imports a later day, which every later basket of this file would convert with
  it("an order keeps each line's currency, amount, rate and date and its total; a later rate import changes none of it", async () => {
    await importSample();
    const { company, session, campaignId, usd, eur, order } = await mixedBasket();
    expect((await order()).status).toBe(302);

    const db = await getDb();
    const lines = await db
      .select({
        channelId: campaignChannels.channelId,
        price: campaignChannels.orderedPriceCents,
        currency: campaignChannels.orderedCurrency,
        converted: campaignChannels.orderedConvertedCents,
        rate: campaignChannels.orderedRate,
        rateDate: campaignChannels.orderedRateDate,
      })
      .from(campaignChannels)
      .where(eq(campaignChannels.campaignId, campaignId));
    expect(lines.find((l) => l.channelId === usd.id)).toMatchObject({ price: 45_000, currency: "USD", converted: 38_243, rate: 1.1767, rateDate: "2026-02-20" });
    expect(lines.find((l) => l.channelId === eur.id)).toMatchObject({ price: 39_500, currency: "EUR", converted: 39_500, rate: 1, rateDate: null });
    const [placed] = await db.select({ total: campaigns.orderedTotalCents, currency: campaigns.orderedCurrency }).from(campaigns).where(eq(campaigns.id, campaignId));
    expect(placed).toEqual({ total: 77_743, currency: "EUR" });
    const [record] = await db.select({ amount: campaignOrders.amountCents, currency: campaignOrders.currency }).from(campaignOrders).where(eq(campaignOrders.campaignId, campaignId));
    expect(record).toEqual({ amount: 77_743, currency: "EUR" });

    // a week later the dollar is cheaper: new baskets convert at the new rate…
    await upsertFxRates([
      { date: "2026-02-27", currency: "USD", perEuro: 1.0823 },
      { date: "2026-02-27", currency: "GBP", perEuro: 0.8601 },
    ]);
    expect((await latestRateTable())?.date).toBe("2026-02-27");
    const fresh = await campaignWithChannels(company.id, [eur.id, usd.id]);
    expect((await getBasket(company.id, fresh, "en-US")).summary.total).toBe(39_500 + 41_578);
    // …the placed order's figures stay as they were, on every surface that reads them
    const kept = await getBasket(company.id, campaignId, "en-US", "EUR");
    expect(kept.summary.total).toBe(77_743);
    expect(kept.summary.exchangeRates).toEqual([{ currency: "USD", rate: 1.1767, date: "2026-02-20" }]);
    const summary = await requireCampaignSummary(company.id, campaignId, "en-US");
    expect(summary.price.total).toBe(77_743);
    expect(summary.channels.find((c) => c.id === usd.id)).toMatchObject({ price: 45_000, currency: "USD", converted: 38_243 });
    const page = await orderedLoader(args(await requestWithSession(`/campaigns/ordered/?id=${campaignId}`, session)));
    expect(page.campaign?.orderedTotalCents).toBe(77_743);
    expect(page.summary.exchange?.exchangeRates).toEqual([{ currency: "USD", rate: 1.1767, date: "2026-02-20" }]);
  });
});
