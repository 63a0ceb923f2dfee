import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";

/**
 * The job ad's rich-text editor (issue 38 §8): Tiptap with what the sanitiser keeps and the issue
 * asks for — headings, bold, lists and links — and nothing else. It is a chunk of its own, loaded
 * only on the job-ad step once the page is interactive; the plain <textarea> it writes into stays
 * the form's field, so the draft, autosave and the no-JavaScript form work as before.
 */
export default function RichTextEditor({
  textarea,
  id,
  label,
  describedBy,
  onReady,
  onHtml,
}: {
  /** the form's textarea: the editor starts from its value and writes every change back into it */
  textarea: HTMLTextAreaElement;
  /** the field's id, which the error summary links to */
  id: string;
  label: string;
  describedBy?: string;
  onReady: () => void;
  onHtml: (html: string) => void;
}) {
  const { t } = useTranslation("job-ad");
  const editor = useEditor({
    immediatelyRender: false,
    // the toolbar shows which formats are on at the cursor: re-render on every transaction
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        italic: false,
        strike: false,
        underline: false,
        dropcursor: false,
        // no empty paragraph kept after the last block: it would be saved as <p></p>
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["mailto"] },
      }),
    ],
    content: textarea.value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class:
          "min-h-48 rounded-b-[6px] border border-t-0 border-slate-300 bg-white px-3 py-2 text-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-500 [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc [&_a]:text-brand-700 [&_a]:underline",
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      writeBack(textarea, html);
      onHtml(html);
    },
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("");
  const linkId = useId();
  useEffect(() => {
    if (editor) onReady();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the editor exists
  }, [editor]);
  if (!editor) return null;
  const state = {
    heading: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    link: editor.isActive("link"),
  };

  const applyLink = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };
  const commands: { name: keyof typeof state; label: string; run: () => void }[] = [
    { name: "heading", label: t("editor.heading"), run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { name: "bold", label: t("editor.bold"), run: () => editor.chain().focus().toggleBold().run() },
    { name: "bulletList", label: t("editor.bullet-list"), run: () => editor.chain().focus().toggleBulletList().run() },
    { name: "orderedList", label: t("editor.ordered-list"), run: () => editor.chain().focus().toggleOrderedList().run() },
    {
      name: "link",
      label: t("editor.link"),
      run: () => {
        setHref((editor.getAttributes("link").href as string | undefined) ?? "");
        setLinkOpen(!linkOpen);
      },
    },
  ];

  return (
    <div data-testid="rich-text-editor">
      <div role="toolbar" aria-label={t("editor.toolbar")} className="flex flex-wrap items-center gap-1 rounded-t-[6px] border border-slate-300 bg-slate-50 p-1">
        {commands.map((command) => (
          <button
            key={command.name}
            type="button"
            aria-pressed={state[command.name]}
            onClick={command.run}
            className={`rounded px-2 py-1 text-sm font-semibold ${state[command.name] ? "bg-brand-100 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {command.label}
          </button>
        ))}
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-end gap-2 border border-t-0 border-slate-300 bg-slate-50 p-2">
          <label htmlFor={linkId} className="text-sm font-medium">
            {t("editor.link-address")}
          </label>
          <input
            id={linkId}
            type="url"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              }
            }}
            className="min-w-0 flex-1 rounded-[6px] border border-slate-300 px-2 py-1 text-sm"
          />
          <button type="button" onClick={applyLink} className="rounded-[6px] bg-brand-600 px-3 py-1 text-sm font-semibold text-white">
            {t("editor.link-apply")}
          </button>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * The textarea gets the editor's HTML as if typed: through the native value setter (so React's
 * change tracking sees it) and an input event, which Conform and the form's autosave listen to.
 */
function writeBack(textarea: HTMLTextAreaElement, html: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  setter?.call(textarea, html);
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
}
