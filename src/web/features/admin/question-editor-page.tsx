import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ImagePlus, Lock, Save, Search, Upload } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AdminQuestion } from '../../../shared/contracts/question-admin';
import { QUESTION_EDIT_MESSAGES, questionEditRequest, questionImageUrl } from '../../../shared/contracts/question-admin';
import { IMAGE_MESSAGES } from '../../../shared/contracts/images';
import { QUESTION_CATEGORIES, type QuestionCategory, type QuestionType } from '../../../shared/domain/question-types';
import { useAuth } from '../../app/auth-provider';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import type { Draft } from '../../components/question/answer-input';
import { QuestionView } from '../../components/question/question-view';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FileButton } from '../../components/ui/file-button';
import { fieldClass, Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { adminKeys, adminQuestionsQuery, importImage, uploadedImagesQuery, uploadImage, useUpdateQuestion } from './api';
import {
  editRequest,
  fieldsOf,
  freshDraft,
  guessImageMode,
  isDirty,
  matchesSearch,
  previewQuestion,
  rebase,
  type EditFields,
  type ImageMode,
  type QuestionDraft,
} from './question-draft';

export const TEXTS = {
  loading: 'Laddar frågor från databasen...',
  empty: 'Ingen fråga vald',
  saved: 'Ändringar sparade',
  saveFailed: (message: string | undefined) => `Kunde inte spara ändringar: ${message || 'Okänt fel'}`,
  uploaded: 'Bild uppladdad!',
  uploadFailed: 'Kunde inte ladda upp bilden',
  importFailed: 'Kunde inte hämta bilden',
  typeLocked: 'Frågetypen kan inte ändras: poängsättningen läser svaren i just den här formen.',
  valueLocked: 'Värdena är låsta (poängsättningen läser dem). Bara texten kan ändras.',
  localPathStart: 'Ange en sökväg på sajten som börjar med /, till exempel /api/images/… eller /illustrations/….',
} as const;

const TYPE_LABELS: Record<QuestionType, string> = {
  radio: 'Ett val (radioknappar)',
  checkbox: 'Flera val (kryssrutor)',
  range: 'Skala (reglage)',
  textarea: 'Fritext',
};

const MODE_LABELS: Record<ImageMode, string> = {
  external: 'Extern adress',
  local: 'Lokal sökväg',
  upload: 'Ladda upp',
};

/** The most recent uploads shown to pick from (spec §2). */
export const RECENT_IMAGES = 9;

/** The image text an image gets when none is written yet: the admin can change it. */
export const defaultImageAlt = (title: string) => `Illustration till frågan ”${title}”`;

/** Ctrl (Cmd on a Mac) without Alt or Shift. */
const isShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;

/**
 * Unsaved edits outlive the editor inside the app: the router cannot ask before a link leaves the
 * page, so they wait here for this tab and this admin until the editor opens again.
 */
let held: { userId: string; drafts: Record<string, QuestionDraft> } | null = null;

/** Forgets the held edits (tests, which render the editor many times in one page). */
export function forgetHeldDrafts(): void {
  held = null;
}

function keepDrafts(userId: string, drafts: Record<string, QuestionDraft>): void {
  held = { userId, drafts };
}

export function QuestionEditorPage() {
  const { brandName } = useSiteInfo();
  const { user } = useAuth();
  usePageTitle('Frågeredigerare', brandName);
  const list = useQuery(adminQuestionsQuery());
  const questions = useMemo(() => list.data ?? [], [list.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Edits per question: moving to another question keeps them (decision 0031).
  // The admin guard has confirmed the user before a screen renders; a held draft is another admin's only if the ids differ.
  const [drafts, setDrafts] = useState<Record<string, QuestionDraft>>(() => (held && (!user || held.userId === user.id) ? held.drafts : {}));
  useEffect(() => {
    if (user) keepDrafts(user.id, drafts);
  }, [user, drafts]);
  const [search, setSearch] = useState('');
  const [conflict, setConflict] = useState<{ id: string; message: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateQuestion();
  const queryClient = useQueryClient();

  const index = Math.max(
    0,
    questions.findIndex((q) => q.id === selectedId),
  );
  const current: AdminQuestion | undefined = questions[index];
  // A draft with no edits follows the server's newest version.
  const draftOf = useCallback((q: AdminQuestion) => (isDirty(drafts[q.id]) ? drafts[q.id]! : freshDraft(q)), [drafts]);
  const draft = current ? draftOf(current) : undefined;
  const dirty = current ? isDirty(drafts[current.id]) : false;
  const unsavedCount = questions.filter((q) => isDirty(drafts[q.id])).length;

  // Unsaved edits are not lost silently: leaving or reloading the page asks first.
  useEffect(() => {
    if (!unsavedCount) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedCount]);

  const go = useCallback(
    (to: number) => {
      const q = questions[Math.min(Math.max(to, 0), questions.length - 1)];
      if (!q) return;
      setSelectedId(q.id);
      setErrors({});
    },
    [questions],
  );

  function edit(change: Partial<EditFields>) {
    if (!current || !draft) return;
    setDrafts((all) => ({ ...all, [current.id]: { ...draft, fields: { ...draft.fields, ...change } } }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  }

  /** Saves `fields` over the draft's version. `onlyImage`: the other edits stay held (spec §4). */
  const save = useCallback(
    async (options: { image?: Pick<EditFields, 'imageUrl' | 'imageAlt'>; success?: string } = {}) => {
      if (!current || !draft || update.isPending) return;
      const fields = options.image ? { ...draft.base, ...options.image } : draft.fields;
      const body = editRequest(current, fields, draft.baseUpdatedAt);
      const checked = questionEditRequest.safeParse(body);
      if (!checked.success) {
        const found: Record<string, string> = {};
        for (const issue of checked.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
        setErrors(found);
        toast({ title: TEXTS.saveFailed(checked.error.issues[0]?.message), variant: 'destructive' });
        return;
      }
      try {
        const { question } = await update.mutateAsync({ id: current.id, body });
        setConflict(null);
        setErrors({});
        setDrafts((all) => {
          const next = { ...all };
          if (options.image && isDirty(draft))
            next[current.id] = { baseUpdatedAt: question.updatedAt, base: fieldsOf(question), fields: { ...draft.fields, ...options.image } };
          else delete next[current.id];
          return next;
        });
        toast({ title: options.success ?? TEXTS.saved, variant: 'success' });
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : undefined;
        if (err instanceof ApiError && err.status === 409 && message === QUESTION_EDIT_MESSAGES.concurrent) setConflict({ id: current.id, message });
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast({ title: TEXTS.saveFailed(message), variant: 'destructive' });
      }
    },
    [current, draft, update],
  );

  /** After a conflict: the newest version, with this admin's edits kept on top. */
  async function reload() {
    if (!current) return;
    const id = current.id;
    const { data } = await list.refetch();
    const newest = data?.find((q) => q.id === id);
    const held = drafts[id];
    if (newest && held) setDrafts((all) => ({ ...all, [id]: rebase(held, newest) }));
    setConflict(null);
  }

  // Ctrl/Cmd+S saves; Ctrl/Cmd+←/→ move, everywhere on the page (edits stay with their question).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      if (e.key === 's' || e.key === 'S') {
        e.preventDefault();
        void save();
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault();
        go(index + (e.key === 'ArrowLeft' ? -1 : 1));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save, go, index]);

  const filtered = questions.filter((q) => matchesSearch(draftOf(q).fields, search));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">Frågeredigerare</h1>
        <p className="text-muted-foreground">Ändra frågornas text, kategori och bild. Ctrl/⌘+S sparar, Ctrl/⌘+← och → byter fråga.</p>
      </header>
      {list.isPending ? (
        <Spinner label={TEXTS.loading} className="min-h-40" />
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-danger-soft p-4">
          <p>Det gick inte att hämta frågorna. Kontrollera anslutningen och försök igen.</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Försök igen
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <QuestionList
            questions={filtered}
            total={questions.length}
            selectedId={current?.id ?? null}
            search={search}
            onSearch={setSearch}
            onSelect={(id) => go(questions.findIndex((q) => q.id === id))}
            titleOf={(q) => draftOf(q).fields.title}
            isUnsaved={(q) => isDirty(drafts[q.id])}
          />
          {current && draft ? (
            <div className="flex min-w-0 flex-col gap-6">
              <nav aria-label="Bläddra bland frågorna" className="flex items-center justify-between gap-3">
                {/* On a phone the buttons are arrows (their names stay), so the three fit one row. */}
                <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0} className="px-3 sm:px-4">
                  <ChevronLeft aria-hidden="true" /> <span className="sr-only sm:not-sr-only">Föregående</span>
                </Button>
                <p className="font-semibold" aria-live="polite">
                  Fråga {index + 1} av {questions.length}
                </p>
                <Button variant="outline" onClick={() => go(index + 1)} disabled={index === questions.length - 1} className="px-3 sm:px-4">
                  <span className="sr-only sm:not-sr-only">Nästa</span> <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
              {conflict?.id === current.id && (
                <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-danger-soft p-4">
                  <p>{conflict.message} Dina ändringar finns kvar och läggs ovanpå den nya versionen.</p>
                  <Button variant="outline" onClick={() => void reload()}>
                    Ladda om frågan
                  </Button>
                </div>
              )}
              <QuestionEditor
                key={current.id}
                question={current}
                fields={draft.fields}
                errors={errors}
                dirty={dirty}
                saving={update.isPending}
                onEdit={edit}
                onSave={() => void save()}
                onImage={(image, success) => {
                  edit(image);
                  void save({ image, success });
                }}
                onUploaded={() => void queryClient.invalidateQueries({ queryKey: adminKeys.uploadedImages() })}
              />
            </div>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">{TEXTS.empty}</p>
          )}
        </div>
      )}
    </div>
  );
}

function QuestionList({
  questions,
  total,
  selectedId,
  search,
  onSearch,
  onSelect,
  titleOf,
  isUnsaved,
}: {
  questions: AdminQuestion[];
  total: number;
  selectedId: string | null;
  search: string;
  onSearch: (s: string) => void;
  onSelect: (id: string) => void;
  titleOf: (q: AdminQuestion) => string;
  isUnsaved: (q: AdminQuestion) => boolean;
}) {
  const searchId = useId();
  const countId = useId();
  return (
    <section aria-label="Frågorna" className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-3 lg:sticky lg:top-4 lg:self-start">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={searchId}>Sök fråga</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Titel, beskrivning eller kategori"
            aria-describedby={countId}
            className="pl-9"
          />
        </div>
        <p id={countId} className="text-sm text-muted-foreground" aria-live="polite">
          {questions.length === total ? `${total} frågor` : `${questions.length} av ${total} frågor`}
        </p>
      </div>
      {questions.length === 0 ? (
        <p className="text-sm">Ingen fråga matchar sökningen.</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto lg:max-h-[70vh]">
          {questions.map((q) => {
            const selected = q.id === selectedId;
            return (
              <li key={q.id}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(q.id)}
                  className={cn(
                    'flex w-full flex-col items-start rounded-lg px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-3 focus-visible:outline-primary',
                    selected && 'bg-primary-soft font-semibold text-foreground',
                  )}
                >
                  <span className="text-xs text-muted-foreground">
                    {q.position}. {q.category}
                    {isUnsaved(q) && <span className="ml-1 font-semibold text-amber-900">· Ej sparad</span>}
                  </span>
                  <span className="line-clamp-2">{titleOf(q)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Field({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props of a field with an optional hint and error (see Field). */
const describe = (id: string, hint: boolean, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined,
});

interface EditorProps {
  question: AdminQuestion;
  fields: EditFields;
  errors: Record<string, string>;
  dirty: boolean;
  saving: boolean;
  onEdit: (change: Partial<EditFields>) => void;
  onSave: () => void;
  onImage: (image: Pick<EditFields, 'imageUrl' | 'imageAlt'>, success?: string) => void;
  onUploaded: () => void;
}

function QuestionEditor({ question, fields, errors, dirty, saving, onEdit, onSave, onImage, onUploaded }: EditorProps) {
  const id = useId();
  const [answer, setAnswer] = useState<Draft>({ completion: '' });
  const preview = previewQuestion(question, fields);

  return (
    <>
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold">Redigera frågan</h2>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Lock className="size-4" aria-hidden="true" /> Nyckel: <code>{question.key}</code>
          </p>
        </div>
        <Field id={`${id}-title`} label="Titel" error={errors.title}>
          <Input
            id={`${id}-title`}
            value={fields.title}
            onChange={(e) => onEdit({ title: e.target.value })}
            {...describe(`${id}-title`, false, errors.title)}
          />
        </Field>
        <div className="grid gap-5 2xl:grid-cols-2">
          <Field id={`${id}-category`} label="Kategori" error={errors.category}>
            <select
              id={`${id}-category`}
              value={fields.category}
              onChange={(e) => onEdit({ category: e.target.value as QuestionCategory })}
              className={cn(fieldClass, 'min-h-11')}
              {...describe(`${id}-category`, false, errors.category)}
            >
              {QUESTION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-type`} label="Frågetyp" hint={TEXTS.typeLocked}>
            <select
              id={`${id}-type`}
              value={question.questionType}
              disabled
              className={cn(fieldClass, 'min-h-11 bg-muted')}
              aria-describedby={`${id}-type-hint`}
            >
              <option value={question.questionType}>{TYPE_LABELS[question.questionType]}</option>
            </select>
          </Field>
        </div>
        <Field id={`${id}-description`} label="Beskrivning" error={errors.description}>
          <Textarea
            id={`${id}-description`}
            rows={3}
            className="min-h-24"
            value={fields.description}
            onChange={(e) => onEdit({ description: e.target.value })}
            {...describe(`${id}-description`, false, errors.description)}
          />
        </Field>
        <Field id={`${id}-instructions`} label="Instruktioner (en per rad)" error={errors.instructions}>
          <Textarea
            id={`${id}-instructions`}
            rows={4}
            className="min-h-24"
            value={fields.instructions}
            onChange={(e) => onEdit({ instructions: e.target.value })}
            {...describe(`${id}-instructions`, false, errors.instructions)}
          />
        </Field>
        {fields.options.length > 0 && (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold">Svarsalternativ</legend>
            <p id={`${id}-options-hint`} className="text-sm text-muted-foreground">
              {TEXTS.valueLocked}
            </p>
            {errors.options && <p className="text-sm font-semibold text-danger">{errors.options}</p>}
            {fields.options.map((o, i) => (
              <div key={o.value} className="flex flex-col gap-1">
                <Label htmlFor={`${id}-option-${i}`}>
                  Alternativ {i + 1} <span className="font-normal text-muted-foreground">(värde: {o.value})</span>
                </Label>
                <Input
                  id={`${id}-option-${i}`}
                  value={o.label}
                  aria-describedby={`${id}-options-hint`}
                  onChange={(e) => onEdit({ options: fields.options.map((p) => (p.value === o.value ? { ...p, label: e.target.value } : p)) })}
                />
              </div>
            ))}
          </fieldset>
        )}
        <ImageSection fields={fields} errors={errors} onEdit={onEdit} onImage={onImage} onUploaded={onUploaded} />
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground" role="status">
            {saving ? 'Sparar…' : dirty ? 'Osparade ändringar' : 'Allt är sparat'}
          </p>
          <Button onClick={onSave} disabled={saving || !dirty}>
            <Save aria-hidden="true" /> Spara ändringar
          </Button>
        </div>
      </Card>
      <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-3">
        <h2 id={`${id}-preview`} className="text-xl font-bold">
          Förhandsvisning
        </h2>
        <p className="text-sm text-muted-foreground">Så här ser frågan ut i bedömningen.</p>
        <Card className="flex flex-col gap-5 p-5 sm:p-6" data-testid="question-preview">
          <QuestionView question={preview} draft={answer} onChange={setAnswer} headingId={`${id}-preview-title`} level={2} />
        </Card>
      </section>
    </>
  );
}

function ImageSection({ fields, errors, onEdit, onImage, onUploaded }: Pick<EditorProps, 'fields' | 'errors' | 'onEdit' | 'onImage' | 'onUploaded'>) {
  const id = useId();
  const [included, setIncluded] = useState(!!fields.imageUrl);
  const [mode, setMode] = useState<ImageMode>(() => guessImageMode(fields.imageUrl));
  const [externalUrl, setExternalUrl] = useState('');
  const [localPath, setLocalPath] = useState(fields.imageUrl ?? '');
  const [pathError, setPathError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'import' | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const recent = useQuery({ ...uploadedImagesQuery(), enabled: included });

  /** A chosen image: its text is the one written, or a default to change. */
  const choose = (imageUrl: string, success?: string) => onImage({ imageUrl, imageAlt: fields.imageAlt.trim() || defaultImageAlt(fields.title) }, success);

  function toggle() {
    const next = !included;
    setIncluded(next);
    // Turning the image off clears its address, and that change saves at once (spec §4).
    if (!next && fields.imageUrl) onImage({ imageUrl: null, imageAlt: '' });
  }

  async function upload(file: File) {
    if (!file.type.startsWith('image/')) {
      toast({ title: TEXTS.uploadFailed, description: IMAGE_MESSAGES.notImage, variant: 'destructive' });
      return;
    }
    setBusy('upload');
    try {
      const url = await uploadImage(file);
      onUploaded();
      choose(url, TEXTS.uploaded);
    } catch (err) {
      toast({ title: TEXTS.uploadFailed, description: err instanceof ApiError ? err.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setBusy(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  async function importFrom() {
    setBusy('import');
    try {
      const url = await importImage(externalUrl.trim());
      onUploaded();
      choose(url);
      setExternalUrl('');
    } catch (err) {
      toast({ title: TEXTS.importFailed, description: (err instanceof ApiError && err.serverMessage) || IMAGE_MESSAGES.fetchFailed, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  function applyLocalPath() {
    const path = localPath.trim();
    if (!path.startsWith('/')) return setPathError(TEXTS.localPathStart);
    const checked = questionImageUrl.safeParse(path);
    if (!checked.success) return setPathError(checked.error.issues[0]?.message ?? TEXTS.localPathStart);
    setPathError(null);
    choose(path);
  }

  const images = (recent.data ?? []).slice(0, RECENT_IMAGES);

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Bild</legend>
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          id={`${id}-switch`}
          aria-checked={included}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary',
            included ? 'bg-primary' : 'bg-slate-400',
          )}
        >
          <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', included ? 'translate-x-5' : 'translate-x-0.5')} />
        </button>
        <Label htmlFor={`${id}-switch`}>Inkludera bild</Label>
      </div>
      {included && (
        <>
          {fields.imageUrl && (
            <p className="text-sm break-all">
              Nuvarande bild: <code>{fields.imageUrl}</code>
            </p>
          )}
          <Field id={`${id}-alt`} label="Bildtext (beskriver bilden för den som inte ser den)" error={errors.imageAlt}>
            <Input
              id={`${id}-alt`}
              value={fields.imageAlt}
              onChange={(e) => onEdit({ imageAlt: e.target.value })}
              {...describe(`${id}-alt`, false, errors.imageAlt)}
            />
          </Field>
          <div role="radiogroup" aria-label="Bildens källa" className="flex flex-wrap gap-2">
            {(Object.keys(MODE_LABELS) as ImageMode[]).map((m) => (
              <label
                key={m}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary',
                  mode === m && 'border-primary bg-primary-soft',
                )}
              >
                <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} className="accent-primary" />
                {MODE_LABELS[m]}
              </label>
            ))}
          </div>
          {mode === 'external' && (
            <div className="flex flex-col gap-2">
              <Field
                id={`${id}-external`}
                label="Bildens adress (http:// eller https://)"
                hint="Bilden hämtas en gång och sparas här, så att sidan aldrig länkar till en annan webbplats."
              >
                <Input
                  id={`${id}-external`}
                  type="url"
                  inputMode="url"
                  value={externalUrl}
                  onChange={(e) => setExternalUrl(e.target.value)}
                  aria-describedby={`${id}-external-hint`}
                />
              </Field>
              <Button variant="outline" className="self-start" disabled={!externalUrl.trim() || busy !== null} onClick={() => void importFrom()}>
                {busy === 'import' ? 'Hämtar…' : 'Hämta och använd bilden'}
              </Button>
            </div>
          )}
          {mode === 'local' && (
            <div className="flex flex-col gap-2">
              <Field id={`${id}-local`} label="Sökväg på sajten" hint="Till exempel /api/images/… eller /illustrations/….svg" error={pathError ?? undefined}>
                <Input
                  id={`${id}-local`}
                  value={localPath}
                  onChange={(e) => {
                    setLocalPath(e.target.value);
                    setPathError(null);
                  }}
                  {...describe(`${id}-local`, true, pathError ?? undefined)}
                />
              </Field>
              <Button variant="outline" className="self-start" disabled={!localPath.trim()} onClick={applyLocalPath}>
                Använd sökvägen
              </Button>
            </div>
          )}
          {mode === 'upload' && (
            <div className="flex flex-col gap-2">
              <FileButton
                inputRef={fileRef}
                id={`${id}-file`}
                accept="image/png,image/jpeg,image/webp,image/gif"
                disabled={busy !== null}
                aria-describedby={`${id}-file-hint`}
                onFile={(file) => file && void upload(file)}
                label={
                  <>
                    <Upload aria-hidden="true" /> Välj en bild att ladda upp
                  </>
                }
              />
              <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
                PNG, JPEG, WebP eller GIF, högst 5 MB. Bilden sparas på frågan direkt.
              </p>
              {busy === 'upload' && <p role="status">Laddar upp…</p>}
            </div>
          )}
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Senast uppladdade bilder</h3>
            {recent.isPending ? (
              <p className="text-sm text-muted-foreground">Laddar bilderna…</p>
            ) : recent.isError ? (
              <p className="text-sm">Det gick inte att hämta bilderna.</p>
            ) : images.length === 0 ? (
              <p className="text-sm text-muted-foreground">Inga uppladdade bilder ännu.</p>
            ) : (
              <ul className="grid grid-cols-3 gap-2 sm:max-w-md">
                {images.map((img) => (
                  <li key={img.url}>
                    <button
                      type="button"
                      onClick={() => choose(img.url)}
                      aria-pressed={fields.imageUrl === img.url}
                      aria-label={`Använd bilden ${img.fileName}`}
                      className={cn(
                        'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-muted focus-visible:outline-3 focus-visible:outline-primary',
                        fields.imageUrl === img.url ? 'border-primary' : 'border-border',
                      )}
                    >
                      <img src={img.url} alt="" className="size-full object-cover" loading="lazy" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {!fields.imageUrl && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ImagePlus className="size-4" aria-hidden="true" /> Välj en källa ovan för att lägga till en bild.
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
