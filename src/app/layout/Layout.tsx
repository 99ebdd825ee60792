import type { ReactNode } from 'react';
import { CartDrawer } from './CartDrawer';
import { EnquiryWidget } from './EnquiryWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import classes from './Layout.module.css';

/** Header, drawer, mobile menu, footer and the enquiry widget around every screen (§2). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Header />
      <MobileMenu />
      <CartDrawer />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <EnquiryWidget />
    </div>
  );
}
