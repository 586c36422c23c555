export default {
  page: {
    forbidden: { title: '접근 권한 없음', text: '이 페이지를 열 권한이 없습니다.' },
    notFound: {
      title: '페이지를 찾을 수 없습니다',
      text: '찾으시는 페이지가 없거나 이동되었습니다.',
    },
    unexpected: {
      title: '예기치 않은 오류',
      text: '일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    },
    other: {
      title: '문제가 발생했습니다',
      text: '이 페이지를 표시할 수 없습니다. 문제가 계속되면 문의해 주세요.',
    },
    storeMoved:
      '스토어가 Drape Connect 플랫폼으로 이전되었습니다. 에셋과 애드온은 그곳에서 찾아보세요.',
  },
  actions: {
    main: '메인으로',
    pricing: '가격',
    helpCenter: '헬프 센터',
    contact: '문의하기',
    connect: '커넥트로 이동',
  },
  popup: {
    title: '오류',
    text: '요청을 처리하는 중 오류가 발생했습니다.',
    contact: '문의하기',
    send: '오류 코드 보내기',
    sending: '보내는 중…',
    sent: '감사합니다. 오류 코드가 지원팀에 전달되었습니다.',
    sendFailed: '오류 코드를 보내지 못했습니다. 문의하기를 이용해 주세요.',
  },
  maintenance: {
    title: '죄송합니다. 현재 점검 중입니다.',
    text: '최대한 빨리 돌아오겠습니다. 기다려 주셔서 감사합니다.',
    linksLabel: '유용한 링크',
    home: '홈',
    contact: '문의하기',
    helpCenter: '헬프 센터',
  },
}
