import type { PageData } from '../../schemas'
import { paragraphs } from '../text'
import { SOPORTE } from './text'

/** The privacy policy in Spanish. The English version is the one that binds where the two differ (said in the summary). */
export const PRIVACY_ES: PageData = {
  title: 'Política de privacidad',
  summary:
    'Última actualización: 1 de enero de 2026. Esta política explica qué información personal recopila Ring Mobile, para qué la necesitamos, con quién la compartimos y qué opciones tienes. No vendemos tu información personal. Esta es una traducción: si hay alguna diferencia, prevalece la versión en inglés.',
  sections: [
    {
      heading: 'Quiénes somos',
      body: paragraphs(
        'Ring Mobile ofrece servicio de telefonía celular en EE. UU. Esta política cubre nuestro sitio web, Mi cuenta y el propio servicio celular. Cuando decimos "nosotros", nos referimos a Ring Mobile.',
      ),
    },
    {
      heading: 'Información que recopilamos',
      body: paragraphs(
        'Datos de la cuenta que nos das: tu nombre, dirección de email, número de teléfono y dirección postal, y tu contraseña, que guardamos solo como un hash seguro de un solo sentido.',
        'Datos del servicio: los números de teléfono de tu cuenta, los identificadores de tu SIM y eSIM (ICCID), el IMEI del dispositivo que revisas al pagar, tu plan y, cuando transfieres un número, el número de cuenta y el PIN de transferencia de tu proveedor anterior.',
        'Datos de pago: la marca, los últimos cuatro dígitos, la fecha de vencimiento y el nombre del titular de las tarjetas que guardas, y un registro de cada pago. Los mensajes que envías a nuestro equipo de servicio al cliente. Datos técnicos como tu dirección IP, el tipo de navegador y las páginas que pides, que nuestros servidores registran por seguridad y para resolver problemas.',
      ),
    },
    {
      heading: 'Cómo usamos tu información',
      body: paragraphs(
        'Usamos tu información para crear y proteger tu cuenta, activar y mantener tus líneas, transferir tu número, cobrar los pagos y enviarte recibos, responder tus preguntas y avisarte de cambios en tu servicio. También la usamos para prevenir fraudes, como cambios de SIM no autorizados, y para cumplir nuestras obligaciones legales.',
        'La información sobre cómo usas la red, como los registros de llamadas y de datos, está protegida por la ley federal como Información de Red Propiedad del Cliente (CPNI). Solo la usamos para prestarte el servicio y facturarlo, y nunca la compartimos con fines de marketing. Solo te enviamos emails de marketing si aceptas recibirlos, y cada uno incluye un enlace para cancelar la suscripción.',
      ),
    },
    {
      heading: 'Pagos',
      body: paragraphs(
        'Los pagos con tarjeta los procesa nuestro proveedor de pagos, que cuenta con la certificación PCI DSS de Nivel 1. Cuando pagas o guardas una tarjeta, el número completo y el código de seguridad van directamente a ese proveedor. Nunca recibimos ni guardamos el número completo de tu tarjeta ni su código de seguridad; solo conservamos la marca, los últimos cuatro dígitos, la fecha de vencimiento y el nombre, para que reconozcas tus tarjetas en Mi cuenta.',
      ),
    },
    {
      heading: 'Con quién compartimos información',
      body: paragraphs(
        'Con nuestro socio de red, para activar tu SIM o eSIM, mantener tus líneas y, cuando transfieres un número, enviar a tu proveedor anterior tu número, tu código postal, tu número de cuenta y tu PIN de transferencia. Con nuestro proveedor de pagos, para cobrar los pagos y guardar tarjetas. Con proveedores que trabajan en nuestro nombre, como el envío de emails, el hospedaje y el proveedor de nuestro chat en vivo, bajo contratos que limitan el uso de tu información al servicio que prestan.',
        'También podemos compartir información cuando la ley lo exige, para proteger a nuestros clientes o la red contra fraudes, o como parte de una venta o fusión de nuestra empresa, en cuyo caso esta política sigue aplicándose. No vendemos tu información personal ni la compartimos para publicidad dirigida.',
      ),
    },
    {
      heading: 'Cuánto tiempo la conservamos',
      body: paragraphs(
        'Conservamos la información de tu cuenta mientras esté abierta y hasta tres años después de que se cierre, para poder responder preguntas sobre el servicio pasado. Los registros de pagos e impuestos se conservan siete años, como exige la ley.',
        'Los números de cuenta y los PIN de transferencia se eliminan cuando termina la transferencia, o 30 días después de la solicitud si no se completa. Los códigos de inicio de sesión y de verificación se guardan solo como hashes y vencen a los 10 minutos. Los registros de los servidores se conservan 90 días.',
      ),
    },
    {
      heading: 'Cómo la protegemos',
      body: paragraphs(
        'Nuestro sitio web y Mi cuenta solo funcionan con conexiones cifradas. Las contraseñas se guardan como hashes, los códigos de inicio de sesión sirven una sola vez y los intentos fallidos repetidos de iniciar sesión se hacen más lentos. Cuando cambias o restableces tu contraseña, se cierran todas las demás sesiones. Solo el personal que necesita tu información para ayudarte puede verla.',
      ),
    },
    {
      heading: 'Cookies y almacenamiento del navegador',
      body: paragraphs(
        'No usamos cookies de publicidad ni de seguimiento entre sitios. Para que el sitio funcione, guardamos algunos datos en el almacenamiento local de tu navegador: tu token de inicio de sesión, que mantiene tu sesión abierta hasta 12 horas y se borra al cerrar sesión; el plan de tu carrito, para que siga ahí si vuelves a cargar la página; el email con el que iniciaste sesión, para que no tengas que escribirlo otra vez; el idioma que elegiste, español o inglés, que también lleva una cookie para que cada página llegue en ese idioma; y, mientras guardas una tarjeta, una marca de corta duración que te lleva de vuelta a la página correcta.',
        'Si usas el chat en vivo, nuestro proveedor de chat pone sus propias cookies para que la conversación continúe. Puedes borrar el almacenamiento local y las cookies cuando quieras en la configuración de tu navegador; entonces se cerrará tu sesión y se vaciará tu carrito.',
      ),
    },
    {
      heading: 'Tus derechos y opciones',
      body: paragraphs(
        'Puedes ver y corregir la mayoría de tus datos en Mi cuenta. También puedes pedirnos una copia de la información personal que tenemos sobre ti, pedirnos que la corrijamos o la eliminemos, o retirar tu consentimiento para el marketing. Hay información que debemos conservar por motivos legales aunque nos pidas eliminarla, y te lo diremos cuando sea el caso.',
        'Según dónde vivas, leyes estatales como las de California pueden darte derechos adicionales. No te trataremos de forma distinta por ejercerlos. Respondemos las solicitudes en un plazo de 45 días, después de verificar que vienen de ti.',
      ),
    },
    {
      heading: 'Menores de edad',
      body: paragraphs(
        'Las cuentas de Ring Mobile son para adultos de 18 años o más. Un padre o una madre puede comprar una línea para que la use un menor, pero no recopilamos a sabiendas información personal de menores de 13 años a través de nuestro sitio web.',
      ),
    },
    {
      heading: 'Cambios a esta política',
      body: paragraphs(
        'Actualizaremos esta política cuando cambien nuestras prácticas y mostraremos arriba la fecha de la versión más reciente. Si un cambio afecta de forma importante cómo usamos tu información, te enviaremos un email antes de que se aplique.',
      ),
    },
    {
      heading: 'Contáctanos',
      body: paragraphs(
        `Si tienes preguntas sobre esta política o quieres hacer una solicitud de privacidad, escribe a ${SOPORTE.privacyEmail} o usa el formulario de contacto de nuestro sitio web. Nuestro equipo de servicio al cliente te atiende ${SOPORTE.hours}.`,
      ),
    },
  ],
}
