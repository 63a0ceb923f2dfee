import { useLoaderData } from "@remix-run/react";

export const meta = () => [{ title: "Baseline" }];

// a small loader returning a few fields: what a page costs before any real work
export function loader() {
  return { name: "Baseline", campaigns: 12, updatedAt: new Date().toISOString() };
}

export default function Index() {
  const data = useLoaderData();
  return (
    <main>
      <h1>{data.name}</h1>
      <p>
        {data.campaigns} campaigns, updated {data.updatedAt}
      </p>
    </main>
  );
}
