import type { PageData } from '../../schemas'
import { paragraphs } from '../text'
import { SOPORTE } from './text'

/** The FAQ in Spanish: each section is one question (its heading) and its answer. */
export const FAQ_ES: PageData = {
  title: 'Preguntas frecuentes',
  summary:
    'Respuestas rápidas sobre eSIM, cómo conservar tu número, la activación, el envío, los pagos y tu cuenta. ¿No encuentras lo que buscas? Nuestro equipo de servicio al cliente te ayuda con gusto.',
  sections: [
    {
      heading: '¿Mi teléfono funciona con Ring Mobile? ¿Es compatible con eSIM?',
      body: paragraphs(
        'La mayoría de los teléfonos vendidos en EE. UU. en los últimos años funcionan en nuestra red, siempre que estén desbloqueados. Si tu teléfono es de otra compañía y todavía lo estás pagando a plazos, pídele a esa compañía que lo desbloquee antes de cambiarte.',
        'Al pagar te pedimos el IMEI de tu teléfono, un número de 15 dígitos que ves al marcar *#06# o en la configuración del teléfono, en Información. Lo revisamos al momento y te decimos si el teléfono es compatible y si admite eSIM. Si no admite eSIM, elige una tarjeta SIM física.',
      ),
    },
    {
      heading: '¿Puedo conservar mi número actual?',
      body: paragraphs(
        'Sí. Elige "Conservar mi número" al pagar e ingresa el número y el código postal de tu cuenta actual. Revisamos al instante que el número se pueda transferir.',
        'Después de la compra, abre Mi cuenta, ve a Planes y agrega los datos de tu cuenta actual: el número de cuenta y el PIN de transferencia. Entonces le pedimos a tu proveedor actual que libere el número. No canceles tu servicio anterior antes de que termine la transferencia, o podrías perder el número.',
      ),
    },
    {
      heading: '¿Qué son el número de cuenta de facturación y el PIN para transferir un número?',
      body: paragraphs(
        'Tu proveedor actual los usa para confirmar que de verdad eres tú quien pide llevarse el número. El número de cuenta de facturación es el que aparece en tu factura o en la app de tu proveedor. No es tu número de teléfono.',
        'El PIN es un PIN de transferencia de número (a veces llamado PIN de portabilidad). Muchos proveedores te dejan crearlo en su app o llamando a su servicio al cliente. Suele ser distinto del PIN de tu buzón de voz. Si rechazan la transferencia porque el número de cuenta o el PIN no son correctos, puedes corregirlos y volver a enviarlos desde Mi cuenta.',
      ),
    },
    {
      heading: '¿Cuánto tarda la activación?',
      body: paragraphs(
        'Una línea con eSIM suele estar lista en menos de 15 minutos después del pago. Cuando lo está, aparece un código QR en Mi cuenta, en Planes: escanéalo con tu teléfono y sigue los pasos en pantalla.',
        'Una línea con tarjeta SIM física se activa cuando te llega la tarjeta y la insertas. Si conservas tu número, la mayoría de las transferencias terminan pocas horas después de enviar tus datos, y algunas tardan hasta dos días hábiles. Mientras tanto, tu servicio anterior sigue funcionando.',
      ),
    },
    {
      heading: '¿Cuánto tarda en llegar una tarjeta SIM física?',
      body: paragraphs(
        'Enviamos los kits de SIM en un día hábil desde tu pedido, por USPS First-Class Mail con número de seguimiento. La mayoría llega en 3 a 5 días hábiles. El kit cuesta $5 con el envío incluido, y encontrarás el número de seguimiento en tu email de confirmación.',
      ),
    },
    {
      heading: '¿Puedo cambiar de plan?',
      body: paragraphs(
        'Sí, las veces que quieras. Envíanos un mensaje con el formulario de contacto o escríbenos por chat y dinos qué línea y qué plan quieres. Un cambio a un plan mayor empieza de inmediato y solo pagas la diferencia por lo que queda del periodo actual. Un cambio a un plan menor empieza en tu próxima fecha de renovación.',
      ),
    },
    {
      heading: '¿Qué formas de pago aceptan y cómo funcionan las tarjetas guardadas?',
      body: paragraphs(
        'Aceptamos tarjetas de crédito y débito Visa, Mastercard, American Express y Discover.',
        'Puedes guardar tarjetas en Mi cuenta, en Pagos. La tarjeta marcada como Principal paga tus renovaciones; puedes hacer principal otra tarjeta en cualquier momento o eliminar una que ya no uses. Al pagar también puedes usar una tarjeta guardada o una nueva.',
      ),
    },
    {
      heading: '¿Qué pasa si un pago no se procesa?',
      body: paragraphs(
        'Te enviamos un email y volvemos a intentar el cobro durante los tres días siguientes. Casi siempre basta con actualizar tu tarjeta principal en Mi cuenta. Si aun así no podemos cobrar, la línea se suspende hasta que se pague la renovación; tu número queda reservado para ti durante 30 días.',
      ),
    },
    {
      heading: '¿Dónde veo mi historial de pedidos y mis recibos?',
      body: paragraphs(
        'Inicia sesión en Mi cuenta y abre Pagos. El historial de pedidos muestra tus pedidos más recientes; elige "Ver todo" para revisar todos tus pedidos y filtrarlos por mes. Selecciona Ver en cualquier pedido para ver el detalle completo: precio del plan, impuestos, cargo regulatorio, cargo por activación, descuentos y la tarjeta usada. Los pagos fallidos aparecen marcados para que los veas de un vistazo.',
      ),
    },
    {
      heading: '¿Puedo usar mi teléfono fuera de EE. UU.?',
      body: paragraphs(
        'Los mensajes de texto desde EE. UU. a más de 200 países están incluidos en Plus, Unlimited y Unlimited Max. Unlimited también incluye llamadas desde EE. UU. a Canadá y México, y Unlimited Max incluye roaming en Canadá y México para llamadas, mensajes de texto y hasta 5 GB de datos al mes.',
        'Todavía no ofrecemos roaming en otros países. Cuando viajes, las llamadas por wifi te permiten llamar y enviar mensajes de texto a números de EE. UU. por wifi sin costo adicional.',
      ),
    },
    {
      heading: '¿Puedo tener más de una línea?',
      body: paragraphs(
        'Sí. Cada línea es una compra aparte con su propio plan, así que puedes combinar planes para toda tu familia. En Mi cuenta puedes ponerle un apodo a cada número, como "Teléfono de papá" o "iPad del trabajo", para distinguir tus líneas.',
      ),
    },
    {
      heading: '¿Cómo cancelo?',
      body: paragraphs(
        'No hay contrato, así que puedes cancelar cuando quieras. Comunícate con nuestro equipo de servicio al cliente y detendremos la próxima renovación de la línea. Tu servicio sigue hasta el final del periodo que ya pagaste.',
        'Si te cambias a otro proveedor, no tienes que cancelar antes: pídenos tu número de cuenta y tu PIN de transferencia, dáselos a tu nuevo proveedor y la línea se cierra cuando el número sale de Ring Mobile.',
      ),
    },
    {
      heading: '¿Cómo me comunico con servicio al cliente?',
      body: paragraphs(
        `Usa el formulario de contacto de nuestro sitio web, inicia un chat en vivo desde cualquier página o escribe a ${SOPORTE.email}. Nuestro equipo en EE. UU. te atiende ${SOPORTE.hours}, y respondemos los mensajes en un día hábil.`,
        'Cuando nos escribas, incluye el número de teléfono o el apodo de la línea sobre la que preguntas. Nunca nos envíes el número completo de tu tarjeta ni tu contraseña; nunca te los vamos a pedir.',
      ),
    },
    {
      heading: '¿Están seguros los datos de mi tarjeta?',
      body: paragraphs(
        'Sí. Los pagos con tarjeta los procesa nuestro proveedor de pagos, que cuenta con la certificación PCI DSS de Nivel 1, el estándar más alto de la industria de pagos. El número completo de tu tarjeta y su código de seguridad van directamente a ese proveedor y nunca pasan por nuestros sistemas ni se quedan en ellos.',
        'Solo guardamos lo necesario para mostrarte tus tarjetas: la marca, los últimos cuatro dígitos, la fecha de vencimiento y el nombre que aparece en la tarjeta.',
      ),
    },
  ],
}
