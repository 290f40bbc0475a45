import { useQueryClient } from '@tanstack/react-query';
import { ImageOff, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { IMAGE_MESSAGES } from '../../../shared/contracts/images';
import { adminProductRequest, type AdminProduct, type AdminProductRequest } from '../../../shared/contracts/products';
import { kronorInput, parseKronor } from '../../../shared/domain/money';
import { VAT_RATE_BP } from '../../../shared/domain/pricing';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm, type ContractForm } from '../../components/form/use-contract-form';
import { Button } from '../../components/ui/button';
import { FileButton } from '../../components/ui/file-button';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { productSaved, saveProduct, uploadImage } from './api';

const PRICE_MESSAGE = 'Ange priset i kronor, till exempel 250 eller 249,50.';
const MAX_TAGS = 10;

/** What is typed: prices in kronor as text, the tags as one comma-separated line. */
const productFormValues = z.object({
  name: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  price: z.string(),
  compareAtPrice: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  tags: z.string(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
});
type ProductFormValues = z.infer<typeof productFormValues>;

const splitTags = (line: string) =>
  line
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * The form's values as the contract's request: kronor → öre ("249,50" → 24950), then held to the
 * shared contract the server validates with, so its Swedish messages show beside the fields. What
 * the form does not edit (VAT rate, category) is kept from the product.
 */
function productFormSchema(product: AdminProduct | null) {
  return productFormValues
    .superRefine((v, ctx) => {
      if (parseKronor(v.price) === null) ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_MESSAGE });
      if (v.compareAtPrice.trim() && parseKronor(v.compareAtPrice) === null) ctx.addIssue({ code: 'custom', path: ['compareAtPrice'], message: PRICE_MESSAGE });
      if (splitTags(v.tags).length > MAX_TAGS) ctx.addIssue({ code: 'custom', path: ['tags'], message: `Högst ${MAX_TAGS} etiketter.` });
      if (splitTags(v.tags).some((t) => t.length > 40)) ctx.addIssue({ code: 'custom', path: ['tags'], message: 'En etikett får vara högst 40 tecken.' });
    })
    .transform((v): z.input<typeof adminProductRequest> => ({
      name: v.name,
      slug: v.slug.trim(),
      shortDescription: v.shortDescription,
      description: v.description,
      price: parseKronor(v.price) ?? 0,
      compareAtPrice: v.compareAtPrice.trim() ? (parseKronor(v.compareAtPrice) ?? 0) : null,
      vatRateBp: (product?.vatRateBp ?? VAT_RATE_BP) as AdminProductRequest['vatRateBp'],
      imageUrl: v.imageUrl,
      imageAlt: v.imageUrl ? v.imageAlt : null,
      tags: splitTags(v.tags),
      isFeatured: v.isFeatured,
      isActive: v.isActive,
      categoryId: product?.categoryId ?? null,
    }))
    .pipe(adminProductRequest);
}

/** The form's starting values: the product's, or an empty visible product. */
export function productFormDefaults(product: AdminProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    shortDescription: product?.shortDescription ?? '',
    description: product?.description ?? '',
    price: product ? kronorInput(product.price) : '',
    compareAtPrice: product?.compareAtPrice != null ? kronorInput(product.compareAtPrice) : '',
    imageUrl: product?.imageUrl ?? null,
    imageAlt: product?.imageAlt ?? '',
    tags: product?.tags.join(', ') ?? '',
    isFeatured: product?.isFeatured ?? false,
    isActive: product?.isActive ?? true,
  };
}

/** An address name from a product name: "Träningsband Extra" → "traningsband-extra". */
export function slugFrom(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/**
 * Creating and changing a product in one form (a new one when `product` is null). After a save the
 * admin list and the shop show it at once; the caller is told which product was saved.
 */
export function ProductForm({ product, onSaved, onCancel }: { product: AdminProduct | null; onSaved: (saved: AdminProduct) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: productFormSchema(product),
    defaultValues: productFormDefaults(product),
    mutationFn: (body: AdminProductRequest) => saveProduct(product?.id ?? null, body),
    successToast: (saved) => ({
      title: product ? 'Produkten sparad' : 'Produkten skapad',
      description: `${saved.name}: ${saved.isActive ? 'visas i butiken' : 'dold i butiken'}.`,
    }),
    onSuccess: async (saved) => {
      await productSaved(queryClient, saved);
      onSaved(saved);
    },
    errorToast: { title: 'Fel', fallback: 'Kunde inte spara produkten. Försök igen.' },
  });
  const heading = product ? `Redigera: ${product.name}` : 'Ny produkt';
  const headingId = useId();

  return (
    <form {...formProps} aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="name"
          label="Namn"
          autoComplete="off"
          onBlur={() => {
            if (!product && !form.getValues('slug').trim()) form.setValue('slug', slugFrom(form.getValues('name')));
          }}
        />
        <FormField
          form={form}
          name="slug"
          label="Adressnamn"
          hint="Produktsidans adress: /produkt/adressnamn. Bara a–z, 0–9 och bindestreck."
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
        />
        <FormField form={form} name="shortDescription" label="Kort beskrivning" hint="Visas på kortet i butiken." className="sm:col-span-2" />
        <FormField
          form={form}
          name="description"
          label="Beskrivning"
          hint="Visas på produktsidan; radbrytningar behålls."
          multiline
          rows={5}
          className="sm:col-span-2"
        />
        <FormField form={form} name="price" label="Pris (kr)" hint="Inklusive moms, till exempel 250 eller 249,50." inputMode="decimal" autoComplete="off" />
        <FormField
          form={form}
          name="compareAtPrice"
          label="Jämförpris (kr, valfritt)"
          hint="Ett högre ordinarie pris som visas överstruket. Lämna tomt för inget."
          inputMode="decimal"
          autoComplete="off"
        />
        <FormField
          form={form}
          name="tags"
          label="Etiketter"
          hint="Skilj dem åt med kommatecken; butiken visar de tre första."
          autoComplete="off"
          className="sm:col-span-2"
        />
      </div>
      <ProductImageField form={form} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold">Visning</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" {...form.register('isActive')} className="size-5 accent-[var(--color-primary)]" />
          Visas i butiken (annars dold)
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" {...form.register('isFeatured')} className="size-5 accent-[var(--color-primary)]" />
          Utvald: märks Populär och visas först
        </label>
      </fieldset>
      <FormAlert id={formErrorId} message={formError} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={isPending} pendingLabel="Sparar...">
          {product ? 'Spara ändringar' : 'Skapa produkt'}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          {product ? 'Avbryt' : 'Töm formuläret'}
        </Button>
      </div>
    </form>
  );
}

type Form = ContractForm<ReturnType<typeof productFormSchema>>;

/** The product's image: uploaded here (stored on the site, as the question editor's are), with the text that says what it shows. */
function ProductImageField({ form }: { form: Form }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const imageUrl = form.watch('imageUrl');
  const imageAlt = form.watch('imageAlt');

  async function upload(file: File) {
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Kunde inte ladda upp bilden', description: IMAGE_MESSAGES.notImage, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      form.setValue('imageUrl', await uploadImage(file), { shouldDirty: true });
      toast({ title: 'Bild uppladdad!', description: 'Skriv en bildtext och spara produkten.', variant: 'success' });
    } catch (err) {
      toast({ title: 'Kunde inte ladda upp bilden', description: err instanceof ApiError ? err.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold">Bild</legend>
      {imageUrl ? (
        <div className="flex flex-wrap items-start gap-4">
          <img src={imageUrl} alt={imageAlt || 'Produktbilden (bildtext saknas)'} className="h-28 w-40 rounded-lg border border-border object-cover" />
          <Button type="button" variant="outline" onClick={() => form.setValue('imageUrl', null, { shouldDirty: true })}>
            <ImageOff aria-hidden="true" /> Ta bort bilden
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Ingen bild: butiken visar en platshållare.</p>
      )}
      <div className="flex flex-col gap-2">
        <FileButton
          inputRef={fileRef}
          id={`${id}-file`}
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={busy}
          aria-describedby={`${id}-file-hint`}
          onFile={(file) => file && void upload(file)}
          label={
            <>
              <Upload aria-hidden="true" /> {imageUrl ? 'Byt bild' : 'Ladda upp en bild'}
            </>
          }
        />
        <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
          PNG, JPEG, WebP eller GIF, högst 5 MB.
        </p>
        {busy && <p role="status">Laddar upp…</p>}
      </div>
      {imageUrl && (
        <FormField
          form={form}
          name="imageAlt"
          label="Bildtext"
          hint="Beskriv vad bilden visar, för den som inte ser den. Krävs med en bild."
          autoComplete="off"
        />
      )}
    </fieldset>
  );
}
