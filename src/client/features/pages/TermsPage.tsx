import { PageHeader } from '../../ui/layout/PageHeader';

/** Motus's website terms (docs/product.md#routes-and-navigation): cookies, licence, links, iframes, liability, privacy, disclaimer. */
export function TermsPage() {
  return (
    <>
      <title>Terms and Conditions · Motus</title>
      <PageHeader title="Terms and Conditions" subtitle="Last updated: 1 January 2026" />
      <article className="prose">
        <p>
          These terms and conditions govern your use of the Motus website and web application
          (together, &ldquo;Motus&rdquo;). By using Motus you accept them in full. If you do not
          agree with any part of them, please do not use Motus.
        </p>

        <h2>Cookies and local storage</h2>
        <p>
          Motus uses only what it needs to work. When you log in, your session is kept in your
          browser&rsquo;s local storage in encrypted form, with a key that never leaves your
          browser, and it ends after one hour without activity or when you log out. We do not use
          advertising or tracking cookies.
        </p>

        <h2>Licence</h2>
        <p>
          Unless stated otherwise, Motus and its licensors own the intellectual property rights in
          the material on Motus, including exercise descriptions, routines, images and videos. You
          may view and print that material for your own personal, non-commercial use. You must not:
        </p>
        <ul>
          <li>republish, sell, rent or sub-license material from Motus;</li>
          <li>reproduce, duplicate or copy material from Motus for commercial purposes;</li>
          <li>
            redistribute content from Motus unless it is content made specifically for sharing.
          </li>
        </ul>
        <p>The health records you enter remain yours.</p>

        <h2 id="links">Hyperlinks to our content</h2>
        <p>
          Government bodies, health organisations, educational institutions and news organisations
          may link to our home page or to other public pages without prior written approval, as long
          as the link is not misleading, does not falsely imply sponsorship or endorsement, and fits
          the context of the linking site. Other organisations may ask us for permission by writing
          to the contact address below.
        </p>
        <p>
          Pages of Motus may link to other websites, such as the shop, learning and health
          professionals pages. We are not responsible for the content or privacy practices of
          websites we do not operate.
        </p>

        <h2>iFrames</h2>
        <p>
          Without our prior written approval you may not create frames around our pages that alter
          in any way the visual presentation or appearance of Motus.
        </p>

        <h2>Content liability</h2>
        <p>
          We are not responsible for content that appears on your website. You agree to protect and
          defend us against all claims arising from your website. No link should appear on any
          website that may be interpreted as libellous, obscene or criminal, or that infringes or
          advocates the infringement of the rights of any third party.
        </p>

        <h2 id="privacy">Your privacy</h2>
        <p>
          Your health data is personal and, under the General Data Protection Regulation (GDPR), a
          special category of data. We process it only to provide Motus to you, we never sell it,
          and a doctor can see it only after you have accepted their invitation or invited them
          yourself. Medical and laboratory records are protected by a secure pin of your own, and
          every access to them is recorded. You may ask us for a copy of your data, or for its
          deletion, at any time by writing to the contact address below.
        </p>

        <h2>Reservation of rights</h2>
        <p>
          We may ask you to remove all links or any particular link to our website, and you agree to
          do so promptly. We may amend these terms at any time; by continuing to use Motus you agree
          to the terms as amended.
        </p>

        <h2>Disclaimer</h2>
        <p>
          Motus provides tools to record and chart health and fitness information, and general
          exercise content. It is not a medical device and does not give medical advice, diagnosis
          or treatment. Always ask a qualified health professional about a medical condition, and
          never delay seeking advice because of something you read or recorded on Motus. Stop any
          exercise that causes pain, dizziness or shortness of breath.
        </p>
        <p>
          To the maximum extent permitted by law, we exclude all representations, warranties and
          conditions relating to Motus and its use. Nothing in this disclaimer limits or excludes
          our liability for death or personal injury caused by negligence, for fraud or fraudulent
          misrepresentation, or any liability that may not be excluded under applicable law. As long
          as Motus and its information and services are provided free of charge, we will not be
          liable for any loss or damage of any nature.
        </p>

        <h2>Governing law</h2>
        <p>
          These terms are governed by the laws of Ireland, and any dispute relating to them is
          subject to the exclusive jurisdiction of the courts of Ireland. If you live elsewhere in
          the European Union you also keep the protection of the mandatory consumer law of your
          country.
        </p>
      </article>
    </>
  );
}
