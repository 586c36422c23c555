import { css } from '@emotion/react'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  formatInvoiceAmount,
  formatInvoiceDate,
  payMethodKey,
  type InvoiceData,
  type InvoiceParty,
} from '../../../contract/index.ts'
import { invoicePdfHref } from '../../../services/commerce/invoices.ts'
import { Button, ButtonLink, DownloadLink } from '../../kit/Button.tsx'
import { color, mq, radius, shadow } from '../../kit/tokens.ts'
import { useLanguage } from '../../core/useLanguage.ts'

/** What the invoice page shows: the invoice, or why there is none (spec 2 §7, §8). */
export type InvoicePageState =
  | { kind: 'shown'; invoice: InvoiceData }
  | { kind: 'missing' }
  | { kind: 'unpaid' }
  | { kind: 'failed' }

/**
 * /mypage/invoice/{type}/{orderno} (spec 2 §2: no header, footer or accessibility button): the
 * invoice of one of the member's paid orders as a printable sheet, with a print button and the
 * PDF. Amounts and dates as spec 2 §9 writes them; the words in the page language.
 */
export function InvoicePage({ state }: { state: InvoicePageState }) {
  const { t } = useTranslation(['mypage', 'invoice'])
  const router = useRouter()
  const language = useLanguage()
  const toolbar = (extra?: ReactNode) => (
    <nav css={bar} aria-label={t('invoice:title')} data-testid="invoice-toolbar">
      <ButtonLink to="/mypage" variant="ghost" size="sm" data-testid="invoice-back">
        {t('invoice.back')}
      </ButtonLink>
      <span css={spacer} />
      {extra}
    </nav>
  )

  if (state.kind !== 'shown') {
    const key = state.kind
    return (
      <div css={page} data-testid={`invoice-${key}`}>
        {toolbar()}
        <section css={sheet}>
          <h1 css={title} tabIndex={-1} data-autofocus="heading">
            {t(`invoice.${key}.title`)}
          </h1>
          <p>{t(`invoice.${key}.body`)}</p>
          {key === 'failed' ? (
            <Button onClick={() => void router.invalidate()} size="sm">
              {t('invoice.failed.retry')}
            </Button>
          ) : null}
        </section>
      </div>
    )
  }

  const inv = state.invoice
  const money = (amount: number) => formatInvoiceAmount(amount, inv.currency)
  const product = (key: string) =>
    t(`invoice:products.${key}`, { defaultValue: t('invoice:unknownProduct') })
  const rate = inv.taxRate.toLocaleString('en-US', { maximumFractionDigits: 3 })
  return (
    <div css={page} data-testid="invoice">
      {toolbar(
        <>
          <Button size="sm" onClick={() => window.print()} data-testid="invoice-print">
            {t('invoice.print')}
          </Button>
          <DownloadLink
            variant="ghost"
            size="sm"
            href={invoicePdfHref(inv.orderNo, language)}
            data-testid="invoice-pdf"
          >
            {t('invoice.download')}
          </DownloadLink>
        </>,
      )}
      <article css={sheet} lang={language}>
        <header css={head}>
          <div>
            <h1 css={title} tabIndex={-1} data-autofocus="heading">
              {t('invoice:title')}
            </h1>
            <dl css={facts}>
              <dt>{t('invoice:invoiceNo')}</dt>
              <dd data-testid="invoice-no">{inv.invoiceNo}</dd>
              <dt>{t('invoice:orderNo')}</dt>
              <dd>{inv.orderNo}</dd>
              <dt>{t('invoice:invoiceDate')}</dt>
              <dd data-testid="invoice-date">{formatInvoiceDate(inv.invoiceDate, language)}</dd>
              <dt>{t('invoice:payMethod')}</dt>
              <dd>{t(`invoice:payMethods.${payMethodKey(inv.payMethod)}`)}</dd>
            </dl>
          </div>
          <Party label={t('invoice:seller')} lines={inv.sellerAddress} />
        </header>
        <div css={parties}>
          <Party
            label={t('invoice:billTo')}
            lines={partyLines(inv.billTo)}
            testId="invoice-bill-to"
          />
          <Party label={t('invoice:shipTo')} lines={partyLines(inv.shipTo)} />
        </div>
        <table css={table}>
          <caption css={visuallyHidden}>{t('invoice.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoice:description')}</th>
              <th scope="col" css={num}>
                {t('invoice:quantity')}
              </th>
              <th scope="col" css={num}>
                {t('invoice:periods')}
              </th>
              <th scope="col" css={num}>
                {t('invoice:amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.orderList.map((line) => (
              <tr key={line.prdOptSeq}>
                <td>{product(line.product)}</td>
                <td css={num}>{line.quantity}</td>
                <td css={num}>{line.periods}</td>
                <td css={num}>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl css={totals} data-testid="invoice-totals">
          <dt>{t('invoice:subtotal')}</dt>
          <dd>{money(inv.totalBasePrice)}</dd>
          {inv.discountPrice > 0 ? (
            <>
              <dt>{t('invoice:discount', { code: inv.couponCode })}</dt>
              <dd data-testid="invoice-discount">{money(-inv.discountPrice)}</dd>
            </>
          ) : null}
          <dt>
            {inv.taxLabel === ''
              ? t('invoice:taxNone')
              : t('invoice:tax', {
                  // The tax rule's English name (VAT, Sales tax…), named in the page language.
                  label: t(`invoice:taxNames.${inv.taxLabel}`, { defaultValue: inv.taxLabel }),
                  rate,
                })}
          </dt>
          <dd data-testid="invoice-tax">{money(inv.vatPrice)}</dd>
          <dt css={strong}>{t('invoice:total')}</dt>
          <dd css={strong} data-testid="invoice-total">
            {money(inv.payPrice)}
          </dd>
        </dl>
        <div css={notes}>
          {inv.vatNum !== '' ? <p>{t('invoice:vatNum', { vatNum: inv.vatNum })}</p> : null}
          {inv.reverseCharge ? (
            <p data-testid="invoice-reverse-charge">{t('invoice:reverseCharge')}</p>
          ) : null}
          <p>{t('invoice:paid')}</p>
        </div>
      </article>
    </div>
  )
}

const partyLines = (p: InvoiceParty) =>
  [p.name, p.email, ...p.lines].filter((line) => line.trim() !== '')

function Party({ label, lines, testId }: { label: string; lines: string[]; testId?: string }) {
  return (
    <section data-testid={testId}>
      <h2 css={partyHeading}>{label}</h2>
      <address css={address}>
        {lines.map((line, i) => (
          <span key={`${String(i)}-${line}`}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  )
}

/** The sheet is paper in every theme: dark words on white, as it prints. */
const INK = color.body
const MUTED = color.bodyMuted
const RULE = color.lineDark

/** The sheet lies over the lower part of my page's top artwork (spec 1 §2), like my page's cards. */
const page = css`
  position: relative;
  margin-top: -176px;
  padding: 24px 16px 64px;
  display: grid;
  justify-items: center;
  align-content: start;
  gap: 16px;
  @media print {
    margin-top: 0;
    padding: 0;
    background: ${color.paper};
  }
`
const bar = css`
  width: 100%;
  max-width: 820px;
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  @media print {
    display: none;
  }
`
/** Pushes the print and PDF buttons to the right; on a phone they take a row of their own. */
const spacer = css`
  flex: 1;
  ${mq.upToSm} {
    flex-basis: 100%;
    height: 0;
  }
`
const sheet = css`
  width: 100%;
  max-width: 820px;
  padding: 48px 56px;
  background: ${color.paper};
  color: ${INK};
  border-radius: ${radius.lg}px;
  box-shadow: ${shadow.deep};
  ${mq.upToSm} {
    padding: 24px 18px;
  }
  @media print {
    box-shadow: none;
    border-radius: 0;
    padding: 0;
    max-width: none;
  }
`
const head = css`
  display: flex;
  justify-content: space-between;
  gap: 24px;
  flex-wrap: wrap;
`
const title = css`
  margin: 0 0 16px;
  font-size: 32px;
  font-weight: 700;
  &:focus {
    outline: none;
  }
`
const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${MUTED};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`
const parties = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 20px;
  margin: 32px 0;
`
const partyHeading = css`
  margin: 0 0 6px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${MUTED};
`
const address = css`
  font-style: normal;
  line-height: 1.55;
  font-size: 14px;
  overflow-wrap: anywhere;
`
const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${RULE};
    text-align: left;
  }
  th {
    font-size: 12px;
    font-weight: 600;
    color: ${MUTED};
  }
`
const num = css`
  text-align: right !important;
  white-space: nowrap;
`
const totals = css`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: 6px 24px;
  margin: 16px 8px 0 auto;
  max-width: 420px;
  font-size: 14px;
  dt {
    text-align: right;
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
`
const strong = css`
  font-weight: 700;
  font-size: 17px;
  padding-top: 8px;
  border-top: 2px solid ${INK};
`
const notes = css`
  margin-top: 28px;
  font-size: 13px;
  color: ${MUTED};
  p {
    margin: 0 0 6px;
  }
`
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`
