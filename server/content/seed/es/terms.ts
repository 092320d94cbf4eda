import type { PageData } from '../../schemas'
import { paragraphs } from '../text'
import { SOPORTE } from './text'

/** The terms in Spanish. The English version is the one that binds where the two differ (said in the summary). */
export const TERMS_ES: PageData = {
  title: 'Términos y condiciones',
  summary:
    'Vigentes desde el 1 de enero de 2026. Estos términos explican qué puedes esperar de Ring Mobile y qué esperamos de ti. Los escribimos en lenguaje sencillo; léelos antes de comprar un plan. Esta es una traducción: si hay alguna diferencia, prevalece la versión en inglés.',
  sections: [
    {
      heading: '1. Sobre estos términos',
      body: paragraphs(
        'Estos términos son un acuerdo entre tú y Ring Mobile ("nosotros") sobre nuestro servicio celular, nuestro sitio web y Mi cuenta. Se aplican desde el 1 de enero de 2026. Al crear una cuenta, comprar un plan o usar una línea de Ring Mobile, los aceptas.',
        'Nuestra política de privacidad explica cómo tratamos tu información personal y forma parte de este acuerdo.',
      ),
    },
    {
      heading: '2. Tu cuenta',
      body: paragraphs(
        'Para abrir una cuenta debes tener al menos 18 años y vivir en EE. UU. Danos datos correctos y mantenlos al día, sobre todo tu dirección de email, porque ahí te enviamos recibos, códigos de inicio de sesión y avisos importantes.',
        'No compartas tu contraseña ni tus códigos de inicio de sesión. Eres responsable de los pedidos y los cambios que se hagan desde tu cuenta. Si crees que otra persona la usó, cambia tu contraseña de inmediato y comunícate con nosotros.',
      ),
    },
    {
      heading: '3. Nuestro servicio y la cobertura',
      body: paragraphs(
        'El servicio de Ring Mobile funciona en la red nacional de un socio. Hay 5G en muchas zonas y 4G LTE en la mayoría de las demás, pero ninguna red celular llega a todas partes: la cobertura y la velocidad dependen de dónde estés, del edificio en que te encuentres, de tu dispositivo y de qué tan congestionada esté la red. Los mapas y las velocidades que publicamos son estimaciones, no promesas.',
        'Cada plan incluye una cantidad mensual de datos de alta velocidad. En Starter y Plus, cuando la usas toda, los datos siguen a hasta 256 kbps hasta tu próxima renovación. En Unlimited, después de 50 GB de datos prioritarios en un periodo, tus datos pueden ir más lento cuando la red está congestionada. El uso del hotspot se descuenta de la asignación de hotspot de tu plan.',
      ),
    },
    {
      heading: '4. Planes, precios y facturación',
      body: paragraphs(
        'Los planes se pagan por adelantado y se renuevan cada 30 días. En la fecha de renovación cobramos a tu tarjeta guardada principal, a menos que hayas cancelado. Cada línea nueva tiene un cargo único por activación de $10, un kit de SIM física cuesta $5 y cada renovación lleva un cargo regulatorio de $1.49 más los impuestos que correspondan donde vives. Tu recibo muestra cada uno por separado.',
        'Los descuentos promocionales se aplican solo como se describe en la oferta y no se pueden cambiar por dinero en efectivo. Si cambiamos el precio de tu plan, te enviaremos un email al menos 30 días antes de que se aplique el nuevo precio, y puedes cancelar antes de esa fecha.',
      ),
    },
    {
      heading: '5. Pagos fallidos y suspensión',
      body: paragraphs(
        'Si un pago de renovación no se procesa, te enviaremos un email y volveremos a intentarlo durante los tres días siguientes. Si aun así no podemos cobrarlo, suspendemos la línea hasta que se pague la renovación. Una línea suspendida no puede hacer llamadas, enviar mensajes de texto ni usar datos, salvo llamadas al 911. Si una línea sigue suspendida durante 30 días, podemos cerrarla y liberar su número.',
      ),
    },
    {
      heading: '6. Tarjetas SIM, eSIM y dispositivos',
      body: paragraphs(
        'Necesitas un dispositivo desbloqueado y compatible con nuestra red. Al pagar revisamos la compatibilidad con el IMEI de tu dispositivo, pero no podemos garantizar todas las funciones en todos los dispositivos.',
        'Guarda bien tu tarjeta SIM y los datos de tu eSIM. Si pierdes tu tarjeta SIM o te la roban, o si recibes un mensaje inesperado sobre un cambio de SIM, comunícate con nosotros de inmediato para que podamos suspender la línea y proteger tu número.',
      ),
    },
    {
      heading: '7. Conservar tu número',
      body: paragraphs(
        'Cuando nos pides transferir un número, confirmas que eres el titular de la cuenta o que tienes su autorización, y nos permites pedirle a tu proveedor actual que lo libere. El número de cuenta y el PIN de transferencia que nos des deben ser correctos; si no lo son, la solicitud se rechazará hasta que los corrijas.',
        'Las transferencias suelen completarse en pocas horas, pero dependen de tu proveedor actual. Cualquier factura final, cargo de contrato o saldo pendiente de un dispositivo con ese proveedor sigue siendo tuyo. Puedes transferir tu número fuera de Ring Mobile en cualquier momento.',
      ),
    },
    {
      heading: '8. Llamadas de emergencia (911)',
      body: paragraphs(
        'Puedes llamar al 911 desde cualquier línea de Ring Mobile que esté activa o suspendida. Cuando llamas por wifi, es posible que los servicios de emergencia no puedan ubicarte automáticamente, así que mantén al día la dirección de emergencia en la configuración de llamadas por wifi de tu teléfono y dile al operador dónde estás.',
      ),
    },
    {
      heading: '9. Uso aceptable',
      body: paragraphs(
        'Nuestros planes son para uso personal. No uses el servicio para nada ilegal, para enviar spam o llamadas automáticas, para revenderlo, para operar servidores o para reemplazar una conexión de internet de casa, ni de una forma que perjudique la red o a otros clientes. Si vemos este tipo de uso, podemos comunicarnos contigo, limitar la línea o, en casos graves o repetidos, cerrarla.',
      ),
    },
    {
      heading: '10. Cancelación y reembolsos',
      body: paragraphs(
        'Puedes cancelar en cualquier momento comunicándote con nosotros. No hay cargo por cancelación. Tu servicio sigue hasta el final del periodo que pagaste, y no reembolsamos periodos parciales.',
        'Si cancelas en los 7 días siguientes a la primera activación de una línea y usaste menos de 1 GB de datos y 60 minutos de llamadas, te reembolsamos el precio del plan de tu primer periodo. Los cargos por activación y los kits de SIM no son reembolsables, a menos que el servicio no se haya podido activar por un problema de nuestra parte.',
      ),
    },
    {
      heading: '11. Nuestra responsabilidad contigo',
      body: paragraphs(
        'Trabajamos para que el servicio funcione siempre, pero no podemos prometer que nunca se interrumpa ni que esté libre de fallas. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o imprevisibles, y nuestra responsabilidad total contigo por cualquier reclamo se limita a lo que nos pagaste en los tres meses anteriores a que surgiera. Nada de estos términos limita los derechos que te dan las leyes de protección al consumidor que no se pueden excluir.',
      ),
    },
    {
      heading: '12. Cambios, disputas y contacto',
      body: paragraphs(
        'Podemos actualizar estos términos de vez en cuando. Si un cambio te afecta de forma importante, te enviaremos un email al menos 30 días antes de que se aplique. Estos términos se rigen por las leyes del Estado de Illinois.',
        `Si algo sale mal, avísanos primero en ${SOPORTE.email} o con el formulario de contacto. Intentaremos resolverlo en 30 días. Si no lo logramos, puedes presentar un reclamo en un tribunal de reclamos menores donde vives.`,
      ),
    },
  ],
}
