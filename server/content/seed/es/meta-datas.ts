import type { MetaData } from '../../schemas'

/**
 * Title and description of every public route in Spanish, one for each English entry (the same `page`). The same
 * lengths as the English ones: titles under 60 characters, descriptions between 140 and 160.
 */
export const META_DATAS_ES: MetaData[] = [
  {
    page: '/',
    metaTitle: 'Ring Mobile | Planes SIM y eSIM en una red 5G nacional',
    metaDescription:
      'Planes de celular SIM y eSIM desde $15 al mes en una red 5G nacional. Conserva tu número, sin contrato anual y con servicio al cliente desde EE. UU.',
  },
  {
    page: '/shop',
    metaTitle: 'Compra planes SIM y eSIM | Ring Mobile',
    metaDescription:
      'Compara los planes de Ring Mobile de $15 a $55 al mes: llamadas y textos ilimitados, datos 5G, hotspot y llamadas por wifi. Elige SIM o eSIM y actívala ya.',
  },
  {
    page: '/about',
    metaTitle: 'Acerca de nosotros | Ring Mobile',
    metaDescription:
      'Ring Mobile ofrece planes SIM y eSIM sencillos en una red 5G nacional, sin contratos anuales, con la transferencia de tu número incluida y atención en EE. UU.',
  },
  {
    page: '/blog',
    metaTitle: 'Blog: noticias, guías de eSIM y viajes | Ring Mobile',
    metaDescription:
      'Noticias de la red de Ring Mobile, guías de eSIM paso a paso y consejos para usar tu teléfono en el extranjero, del equipo que responde tus preguntas a diario.',
  },
  {
    page: '/cart',
    metaTitle: 'Tu carrito | Ring Mobile',
    metaDescription:
      'Revisa el plan de tu carrito de Ring Mobile, confirma el precio mensual y continúa al pago. Sin contrato anual, y puedes conservar tu número de teléfono actual.',
  },
  {
    page: '/contact-us',
    metaTitle: 'Contáctanos | Ring Mobile',
    metaDescription:
      '¿Preguntas sobre un plan, un pedido o la transferencia de tu número? Escribe al equipo de Ring Mobile y te responderemos por email, normalmente en un día hábil.',
  },
  {
    page: '/faq',
    metaTitle: 'Preguntas frecuentes | Ring Mobile',
    metaDescription:
      'Respuestas sobre compatibilidad con eSIM, cómo conservar tu número, tiempos de activación, envío de la SIM, pagos, uso internacional y cancelación del servicio.',
  },
  {
    page: '/login',
    metaTitle: 'Inicia sesión en Mi cuenta | Ring Mobile',
    metaDescription:
      'Inicia sesión en Ring Mobile para administrar tus líneas, tarjetas guardadas, pedidos y transferencias de número. Usa tu contraseña o un código por email.',
  },
  {
    page: '/login-with-password',
    metaTitle: 'Inicia sesión con tu contraseña | Ring Mobile',
    metaDescription:
      'Ingresa tu contraseña para iniciar sesión en Ring Mobile y administrar tus líneas, planes, tarjetas y perfil. ¿La olvidaste? Restablécela por email en un rato.',
  },
  {
    page: '/login-without-password',
    metaTitle: 'Inicia sesión con un código por email | Ring Mobile',
    metaDescription:
      'Sin contraseña: te enviamos por email un código de 6 dígitos para iniciar sesión en Ring Mobile. Sirve una vez y vence en 10 minutos; deja esta pestaña abierta.',
  },
  {
    page: '/otp-login',
    metaTitle: 'Ingresa tu código de inicio de sesión | Ring Mobile',
    metaDescription:
      'Ingresa el código de 6 dígitos que enviamos a tu email para iniciar sesión en Ring Mobile. ¿No te llegó? Revisa tu carpeta de spam o pide otro en unos segundos.',
  },
  {
    page: '/register',
    metaTitle: 'Crea tu cuenta | Ring Mobile',
    metaDescription:
      'Crea tu cuenta de Ring Mobile en un minuto para comprar un plan SIM o eSIM, conservar tu número, guardar tarjetas para pagar y administrar todas tus líneas.',
  },
  {
    page: '/forgot-password',
    metaTitle: '¿Olvidaste tu contraseña? | Ring Mobile',
    metaDescription:
      'Ingresa el email de tu cuenta de Ring Mobile y te enviaremos un enlace seguro para elegir una contraseña nueva. El enlace sirve una vez y vence en 30 minutos.',
  },
  {
    page: '/reset-password',
    metaTitle: 'Elige una contraseña nueva | Ring Mobile',
    metaDescription:
      'Elige una contraseña nueva para tu cuenta de Ring Mobile. Al guardarla, se cierran tus demás sesiones y solo quien tenga la contraseña nueva podrá entrar.',
  },
  {
    page: '/privacy-policy',
    metaTitle: 'Política de privacidad | Ring Mobile',
    metaDescription:
      'Cómo Ring Mobile recopila, usa, comparte y protege tu información personal, qué guardamos en tu navegador y qué opciones y derechos tienes sobre tus datos.',
  },
  {
    page: '/terms-and-conditions',
    metaTitle: 'Términos y condiciones | Ring Mobile',
    metaDescription:
      'Los términos de Ring Mobile en lenguaje sencillo: planes mensuales y facturación, SIM y eSIM, cómo conservar tu número, uso aceptable, cancelación y reembolsos.',
  },
  {
    page: '/cart/checkout',
    metaTitle: 'Pago seguro | Ring Mobile',
    metaDescription:
      'Elige un número nuevo o conserva el tuyo, revisa si tu teléfono admite eSIM, agrega el envío de una SIM física y paga seguro con una tarjeta guardada o nueva.',
  },
  {
    page: '/dashboard',
    metaTitle: 'Mi cuenta | Ring Mobile',
    metaDescription:
      'Administra tus líneas de Ring Mobile, sus apodos y transferencias de número, tus tarjetas guardadas, tus pedidos, tu perfil y tu contraseña en un solo lugar.',
  },
]
